import {
  ADMIN_EVENT_ACTION_MESSAGES,
  ADMIN_EVENT_PAGE_SIZE,
  ADMIN_EVENT_TABS,
  type AdminEventTab,
  eventMessages,
} from '#domain/events.js';
import { useStatusReview } from '#web/lib/use-status-review.js';
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
  const review = useStatusReview<AdminEventTab, AdminEventAction, AdminEventDecision>(
    'events',
    ADMIN_EVENT_TABS,
    useAdminEventStatus(),
    ({ to }) => ADMIN_EVENT_ACTION_MESSAGES[to],
  );
  const { status, offset } = review.tabs;
  const events = useAdminEvents({ status, offset });

  return (
    <ReviewQueue
      {...review.tabs}
      title="Event Management"
      description="Review and approve events submitted by businesses"
      items="events"
      labels={TAB_LABELS}
      counts={events.data?.counts}
      query={events}
      errorMessage={eventMessages.fetchFailed}
      pageSize={ADMIN_EVENT_PAGE_SIZE}
    >
      {(event) => <AdminEventCard key={event.id} event={event} tab={status} {...review.decision} />}
    </ReviewQueue>
  );
}
