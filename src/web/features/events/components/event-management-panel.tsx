import {
  ADMIN_EVENT_ACTION_MESSAGES,
  ADMIN_EVENT_PAGE_SIZE,
  ADMIN_EVENT_TABS,
  type AdminEventTab,
  eventMessages,
  type ManagedEvent,
} from '#domain/events.js';
import { useReviewQueue } from '#web/lib/use-review-queue.js';
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
  const queue = useReviewQueue<AdminEventTab, AdminEventAction>('events', ADMIN_EVENT_TABS);
  const { status, offset } = queue.tabs;
  const events = useAdminEvents({ status, offset });
  const change = useAdminEventStatus();

  const act = (
    event: ManagedEvent,
    action: AdminEventAction,
    to: AdminEventDecision,
    notes: string,
  ) =>
    queue.decide(event.id, action, ADMIN_EVENT_ACTION_MESSAGES[to], (callbacks) =>
      change.mutate({ id: event.id, status: to, notes: notes.trim() || null }, callbacks),
    );

  return (
    <ReviewQueue
      {...queue.tabs}
      title="Event Management"
      description="Review and approve events submitted by businesses"
      items="events"
      labels={TAB_LABELS}
      counts={events.data?.counts}
      query={events}
      errorMessage={eventMessages.fetchFailed}
      pageSize={ADMIN_EVENT_PAGE_SIZE}
    >
      {(event) => (
        <AdminEventCard
          key={event.id}
          event={event}
          tab={status}
          processing={queue.processing}
          onAction={act}
        />
      )}
    </ReviewQueue>
  );
}
