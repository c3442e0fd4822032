import { useEffect, useState } from 'react';
import { CHANGE_REQUESTS_PAGE_SIZE, type ChangeRequestSummary } from '#domain/approvals.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
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

  return (
    <PagedList
      query={requests}
      loadingLabel="Loading requests..."
      errorMessage={failedMessage}
      emptyMessage={emptyMessage}
      offset={offset}
      pageSize={CHANGE_REQUESTS_PAGE_SIZE}
      onOffsetChange={setOffset}
    >
      {(items) => (
        <RowList label={label}>
          {items.map((request) => (
            <ChangeRequestItem
              key={request.id}
              request={request}
              onReview={onReview ? () => onReview(request) : undefined}
            />
          ))}
        </RowList>
      )}
    </PagedList>
  );
}
