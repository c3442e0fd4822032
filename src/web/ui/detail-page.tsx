import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-client';
import { Container } from './container';
import { PageHeader, type PageHeaderProps } from './page-header';
import type { QueryState } from './query-view';
import { RetryAlert } from './retry-alert';
import { LoadingState } from './spinner';
import { StatusPanel } from './status-panel';

/**
 * A public page about one item (an event, a job posting): loading, not found (the
 * server answered 404, or 400 for an id that cannot be one), failed with Try again,
 * or the item under its header. Every state offers the way back to the list.
 */
export function DetailPage<T>({
  query,
  loadingLabel,
  back,
  notFound,
  failedMessage,
  header,
  children,
}: {
  query: QueryState<T> & { error: unknown };
  loadingLabel: string;
  /** The list the item belongs to: '/events', 'All events'. */
  back: { to: string; label: string };
  notFound: { icon: ReactNode; title: string; text: string };
  failedMessage: string;
  header: (item: T) => Omit<PageHeaderProps, 'actions'>;
  children: (item: T) => ReactNode;
}) {
  const backLink = (
    <Link
      to={back.to}
      className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
    </Link>
  );
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    const { error } = query;
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <Container className="py-16">
        {missing ? (
          <StatusPanel icon={notFound.icon} title={notFound.title} actions={backLink}>
            {notFound.text}
          </StatusPanel>
        ) : (
          <RetryAlert onRetry={() => void query.refetch()}>{failedMessage}</RetryAlert>
        )}
      </Container>
    );
  }
  return (
    <>
      <PageHeader {...header(query.data)} actions={backLink} />
      <Container className="py-10">{children(query.data)}</Container>
    </>
  );
}
