import { useEffect, useState } from 'react';
import { CHANGE_REQUESTS_PAGE_SIZE, type ChangeRequestSummary } from '../../../../domain/approvals';
import { EmptyList } from '../../../ui/empty-list';
import { Pager } from '../../../ui/pager';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { type ChangeRequestFilter, useChangeRequests } from '../api/change-requests';
import { ChangeRequestItem } from './change-request-item';

/** One approval list, paged on the server, with its loading, empty and error states. */
export function ChangeRequestList({
  filter,
  label,
  emptyMessage,
  failedMessage,
  onReview,
}: {
  filter: Omit<ChangeRequestFilter, 'offset'>;
  label: string;
  emptyMessage: string;
  failedMessage: string;
  onReview?: (request: ChangeRequestSummary) => void;
}) {
  const [offset, setOffset] = useState(0);
  const requests = useChangeRequests({ ...filter, offset });
  useEffect(() => {
    // The spec's message points the admin to the console for the details.
    if (requests.error) console.warn(failedMessage, requests.error);
  }, [requests.error, failedMessage]);

  if (requests.isPending) return <LoadingState label="Loading requests..." className="py-10" />;
  if (requests.isError) {
    return (
      <RetryAlert onRetry={() => requests.refetch()} className="py-6">
        {failedMessage}
      </RetryAlert>
    );
  }
  if (requests.data.items.length === 0) {
    return <EmptyList>{emptyMessage}</EmptyList>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {requests.data.items.map((request) => (
          <ChangeRequestItem
            key={request.id}
            request={request}
            onReview={onReview ? () => onReview(request) : undefined}
          />
        ))}
      </ul>
      <Pager
        offset={offset}
        shown={requests.data.items.length}
        total={requests.data.total}
        pageSize={CHANGE_REQUESTS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </div>
  );
}
