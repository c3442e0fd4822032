import { useState } from 'react';
import { SECURITY_EVENTS_PAGE_SIZE } from '../../../../domain/admin';
import { EmptyList } from '../../../ui/empty-list';
import { Pager } from '../../../ui/pager';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { type SecurityEventFilter, useSecurityEvents } from '../api/security-events';
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
        <EmptyList>No security events match these filters.</EmptyList>
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
          <Pager
            offset={filter.offset}
            shown={events.data.items.length}
            total={events.data.total}
            pageSize={SECURITY_EVENTS_PAGE_SIZE}
            onOffsetChange={(offset) => setFilter((f) => ({ ...f, offset }))}
          />
        </>
      )}
    </div>
  );
}
