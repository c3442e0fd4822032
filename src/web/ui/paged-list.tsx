import type { ReactNode } from 'react';
import type { Page } from '../../domain/paging';
import { cn } from '../lib/cn';
import { EmptyList } from './empty-list';
import { Pager } from './pager';
import { RetryAlert } from './retry-alert';
import { LoadingState } from './spinner';

/** What PagedList reads of a query of one page (TanStack Query's result has it). */
export interface PageQueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: Page<T> | undefined;
  refetch: () => unknown;
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
}: {
  query: PageQueryState<T>;
  loadingLabel: string;
  errorMessage: ReactNode;
  emptyMessage: ReactNode;
  offset: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  /** '12 businesses': the whole list's size, announced when it changes. */
  count?: (total: number) => string;
  children: (items: T[]) => ReactNode;
  /** 'section' with an aria-label makes the shown list a named region. */
  as?: 'div' | 'section';
  'aria-label'?: string;
  /** The frame's spacing in every state (a margin under a heading). */
  className?: string;
}) {
  const { data } = query;
  if (query.isPending)
    return <LoadingState label={loadingLabel} className={cn('py-10', className)} />;
  if (query.isError || !data) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} className={cn('py-6', className)}>
        {errorMessage}
      </RetryAlert>
    );
  }
  if (data.items.length === 0) return <EmptyList className={className}>{emptyMessage}</EmptyList>;
  return (
    <Frame aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {count ? (
        <p className="text-sm text-stone-600" aria-live="polite">
          {count(data.total)}
        </p>
      ) : null}
      {children(data.items)}
      <Pager
        offset={offset}
        shown={data.items.length}
        total={data.total}
        pageSize={pageSize}
        onOffsetChange={onOffsetChange}
      />
    </Frame>
  );
}
