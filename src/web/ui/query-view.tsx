import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
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
