import { useState } from 'react';
import { Button } from '../../../ui/button';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import {
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEventFilter,
  useSecurityEvents,
} from '../api/security-events';
import { SecurityEventItem } from './security-event-item';
import { SecurityLogFilters } from './security-log-filters';

const NO_FILTER: SecurityEventFilter = {
  action: '',
  actor: '',
  success: '',
  from: '',
  to: '',
  offset: 0,
};

/**
 * The security log (DESIGN decision 12): every auth outcome and admin action,
 * filterable, newest first, paged on the server.
 */
export function SecurityLog() {
  const [filter, setFilter] = useState<SecurityEventFilter>(NO_FILTER);
  const events = useSecurityEvents(filter);
  const update = (patch: Partial<SecurityEventFilter>) =>
    setFilter((f) => ({ ...f, ...patch, offset: 0 }));

  return (
    <div className="flex flex-col gap-4">
      <SecurityLogFilters filter={filter} onChange={update} />

      {events.isPending ? (
        <LoadingState label="Loading the security log..." className="py-10" />
      ) : events.isError ? (
        <RetryAlert onRetry={() => events.refetch()} className="py-6">
          Could not load the security log.
        </RetryAlert>
      ) : events.data.items.length === 0 ? (
        <p
          role="status"
          className="rounded-xl bg-stone-50 p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200"
        >
          No security events match these filters.
        </p>
      ) : (
        <>
          <ul
            aria-label="Security events"
            className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
          >
            {events.data.items.map((event) => (
              <SecurityEventItem key={event.id} event={event} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600">
            <span aria-live="polite">
              {filter.offset + 1}–{filter.offset + events.data.items.length} of {events.data.total}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={filter.offset === 0}
                onClick={() =>
                  setFilter((f) => ({
                    ...f,
                    offset: Math.max(0, f.offset - SECURITY_EVENTS_PAGE_SIZE),
                  }))
                }
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={filter.offset + SECURITY_EVENTS_PAGE_SIZE >= events.data.total}
                onClick={() =>
                  setFilter((f) => ({ ...f, offset: f.offset + SECURITY_EVENTS_PAGE_SIZE }))
                }
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
