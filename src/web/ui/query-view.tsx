import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';
import { RetryAlert } from './retry-alert';
import { LoadingState } from './spinner';

/** What QueryView reads of a query (TanStack Query's result has it). */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A section that shows a query's answer: 'Loading…' while it comes, the failure
 * with Try again, then `children` with the data. The caller fetches (ui/ never does).
 */
export function QueryView<T>({
  query,
  loadingLabel,
  errorMessage,
  className,
  children,
}: {
  query: QueryState<T>;
  loadingLabel: string;
  errorMessage: ReactNode;
  /** The spacing of the loading and failed states (a margin under a heading). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <LoadingState label={loadingLabel} className={cn('py-10', className)} />;
  }
  if (query.isError || query.data === undefined) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} className={cn('py-6', className)}>
        {errorMessage}
      </RetryAlert>
    );
  }
  return children(query.data);
}

/**
 * What a tab shows until its query has data: 'Loading…' while it comes, then the
 * failure (`children`) with Try again, on the tab's card.
 */
export function TabQueryFallback({
  query,
  loadingLabel,
  children,
}: {
  query: Pick<QueryState<unknown>, 'isPending' | 'refetch'>;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  return (
    <Card className="p-5">
      <RetryAlert onRetry={() => void query.refetch()}>{children}</RetryAlert>
    </Card>
  );
}
