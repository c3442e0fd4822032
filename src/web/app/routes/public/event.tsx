import { CalendarX } from 'lucide-react';
import { useParams } from 'react-router';
import { eventMessages } from '#domain/events.js';
import { useEvent } from '#web/features/events/api/events.js';
import { EventDetails } from '#web/features/events/components/event-details.js';
import { t } from '#web/features/events/i18n.js';
import { whenText } from '#web/features/events/lib/event-time.js';
import { translated } from '#web/lib/i18n.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { DetailPage } from '#web/ui/detail-page.js';

export default function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  usePageTitle(event.data ? event.data.title : t('events.event.pageTitle'));

  return (
    <DetailPage
      query={event}
      loadingLabel={t('events.event.loading')}
      back={{ to: '/events', label: t('events.event.back') }}
      notFound={{
        icon: <CalendarX aria-hidden="true" />,
        title: t('events.event.notFound'),
        text: t('events.event.notFoundText'),
      }}
      failedMessage={translated(eventMessages.fetchFailed)}
      header={(data) => ({
        eyebrow: data.organizer.name,
        title: data.title,
        subtitle: whenText(data.startsAt, data.endsAt),
      })}
    >
      {(data) => <EventDetails event={data} />}
    </DetailPage>
  );
}
