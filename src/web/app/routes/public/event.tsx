import { CalendarX } from 'lucide-react';
import { useParams } from 'react-router';
import { useEvent } from '#web/features/events/api/events.js';
import { EventDetails } from '#web/features/events/components/event-details.js';
import { whenText } from '#web/features/events/lib/event-time.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { DetailPage } from '#web/ui/detail-page.js';

export default function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  usePageTitle(event.data ? event.data.title : 'Events');

  return (
    <DetailPage
      query={event}
      loadingLabel="Loading the event..."
      back={{ to: '/events', label: 'All events' }}
      notFound={{
        icon: <CalendarX aria-hidden="true" />,
        title: 'Event Not Found',
        text: 'This event is not listed. See the upcoming events on BCS Local.',
      }}
      failedMessage="Failed to fetch events"
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
