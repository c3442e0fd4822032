import { useState } from 'react';
import { SECURITY_EVENTS_PAGE_SIZE } from '#domain/admin.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
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

      <PagedList
        query={events}
        loadingLabel="Loading the security log..."
        errorMessage="Could not load the security log."
        emptyMessage="No security events match these filters."
        offset={filter.offset}
        pageSize={SECURITY_EVENTS_PAGE_SIZE}
        onOffsetChange={(offset) => setFilter((f) => ({ ...f, offset }))}
      >
        {(items) => (
          <RowList label="Security events">
            {items.map((event) => (
              <SecurityEventItem key={event.id} event={event} />
            ))}
          </RowList>
        )}
      </PagedList>
    </div>
  );
}
