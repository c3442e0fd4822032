import { ArrowLeft, CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useEvent } from '../../../features/events/api/events';
import { EventDetails } from '../../../features/events/components/event-details';
import { whenText } from '../../../features/events/lib/event-time';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';

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
