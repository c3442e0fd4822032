import { useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_EVENT_ACTION_MESSAGES,
  ADMIN_EVENT_PAGE_SIZE,
  ADMIN_EVENT_TABS,
  type AdminEventTab,
  eventMessages,
  type ManagedEvent,
} from '#domain/events.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { ReviewQueue } from '#web/ui/review-queue.js';
import { type AdminEventDecision, useAdminEventStatus, useAdminEvents } from '../api/events';
import { type AdminEventAction, AdminEventCard } from './admin-event-card';

const TAB_LABELS: Record<AdminEventTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Events review: owners' events by status; one event is processed at a time. */
export function EventManagementPanel() {
  const [tab, setTab] = useSearchParamTab('events', ADMIN_EVENT_TABS, 'pending');
  const [offset, setOffset] = useState(0);
  const [processing, setProcessing] = useState<{ id: string; action: AdminEventAction } | null>(
    null,
  );
  const events = useAdminEvents({ status: tab, offset });
  const change = useAdminEventStatus();
  const counts = events.data?.counts;

  const act = (
    event: ManagedEvent,
    action: AdminEventAction,
    to: AdminEventDecision,
    notes: string,
  ) => {
    setProcessing({ id: event.id, action });
    change.mutate(
      { id: event.id, status: to, notes: notes.trim() || null },
      {
        onSuccess: () => toast.success(ADMIN_EVENT_ACTION_MESSAGES[to].done),
        onError: (err) => toastFailure(ADMIN_EVENT_ACTION_MESSAGES[to].failed, err),
        onSettled: () => setProcessing(null),
      },
    );
  };

  return (
    <ReviewQueue
      title="Event Management"
      description="Review and approve events submitted by businesses"
      tabsLabel="Events by status"
      statuses={ADMIN_EVENT_TABS}
      labels={TAB_LABELS}
      counts={counts}
      status={tab}
      onStatusChange={setTab}
      query={events}
      loadingLabel="Loading events..."
      errorMessage={eventMessages.fetchFailed}
      emptyMessage={`No ${tab} events`}
      offset={offset}
      pageSize={ADMIN_EVENT_PAGE_SIZE}
      onOffsetChange={setOffset}
      listLabel={`${TAB_LABELS[tab]} events`}
    >
      {(event) => (
        <AdminEventCard
          key={event.id}
          event={event}
          tab={tab}
          processing={processing}
          onAction={act}
        />
      )}
    </ReviewQueue>
  );
}
