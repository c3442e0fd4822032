import type { ReactNode } from 'react';
import type { Page } from '#domain/paging.js';
import { cn } from '../lib/cn';
import { EmptyList } from './empty-list';
import { Pager } from './pager';
import { type QueryState, QueryView } from './query-view';

/** What a paged list is told: its query, what each state says, and where the pager stands. */
export interface PagedListProps<T> {
  query: QueryState<Page<T>>;
  loadingLabel: string;
  errorMessage: ReactNode;
  emptyMessage: ReactNode;
  offset: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
}

/**
 * A list paged on the server, in its four states: loading, failed (with Try again),
 * empty, and the items with the pager under them. The caller fetches (ui/ never
 * does) and draws the items; `count` says above them how many there are in all.
 */
export function PagedList<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  offset,
  pageSize,
  onOffsetChange,
  count,
  children,
  as: Frame = 'div',
  'aria-label': label,
  className,
}: PagedListProps<T> & {
  /** '12 businesses': the whole list's size, announced when it changes. */
  count?: (total: number) => string;
  children: (items: T[]) => ReactNode;
  /** 'section' with an aria-label makes the shown list a named region. */
  as?: 'div' | 'section';
  'aria-label'?: string;
  /** The frame's spacing in every state (a margin under a heading). */
  className?: string;
}) {
  return (
    <QueryView
      query={query}
      loadingLabel={loadingLabel}
      errorMessage={errorMessage}
      className={className}
    >
      {(page) =>
        page.items.length === 0 ? (
          <EmptyList className={className}>{emptyMessage}</EmptyList>
        ) : (
          <Frame aria-label={label} className={cn('flex flex-col gap-3', className)}>
            {count ? (
              <p className="text-sm text-stone-600" aria-live="polite">
                {count(page.total)}
              </p>
            ) : null}
            {children(page.items)}
            <Pager
              offset={offset}
              shown={page.items.length}
              total={page.total}
              pageSize={pageSize}
              onOffsetChange={onOffsetChange}
            />
          </Frame>
        )
      }
    </QueryView>
  );
}
