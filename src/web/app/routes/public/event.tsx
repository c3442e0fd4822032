import { ArrowLeft, CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useEvent } from '#web/features/events/api/events.js';
import { EventDetails } from '#web/features/events/components/event-details.js';
import { whenText } from '#web/features/events/lib/event-time.js';
import { isApiError } from '#web/lib/api-client.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { StatusPanel } from '#web/ui/status-panel.js';

const back = (
  <Link
    to="/events"
    className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> All events
  </Link>
);

export default function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  usePageTitle(event.data ? event.data.title : 'Events');

  if (event.isPending) return <LoadingState label="Loading the event..." />;
  if (event.isError) {
    const missing =
      isApiError(event.error) && (event.error.status === 404 || event.error.status === 400);
    return (
      <Container className="py-16">
        {missing ? (
          <StatusPanel
            icon={<CalendarX aria-hidden="true" />}
            title="Event Not Found"
            actions={back}
          >
            This event is not listed. See the upcoming events on BCS Local.
          </StatusPanel>
        ) : (
          <RetryAlert onRetry={() => void event.refetch()}>Failed to fetch events</RetryAlert>
        )}
      </Container>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow={event.data.organizer.name}
        title={event.data.title}
        subtitle={whenText(event.data.startsAt, event.data.endsAt)}
        actions={back}
      />
      <Container className="py-10">
        <EventDetails event={event.data} />
      </Container>
    </>
  );
}
