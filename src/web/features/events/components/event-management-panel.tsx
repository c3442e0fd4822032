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
import { t } from '../i18n';
import { type AdminEventAction, AdminEventCard } from './admin-event-card';

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
      title={t('events.admin.title')}
      description={t('events.admin.description')}
      items={t('events.admin.items')}
      labels={{
        pending: t('events.admin.tab.pending'),
        approved: t('events.admin.tab.approved'),
        rejected: t('events.admin.tab.rejected'),
        cancelled: t('events.admin.tab.cancelled'),
      }}
      counts={events.data?.counts}
      query={events}
      errorMessage={eventMessages.fetchFailed}
      pageSize={ADMIN_EVENT_PAGE_SIZE}
    >
      {(event) => <AdminEventCard key={event.id} event={event} tab={status} {...review.decision} />}
    </ReviewQueue>
  );
}
