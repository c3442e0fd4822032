import { EventList } from '../../../features/events/components/event-list';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function EventsPage() {
  return (
    <>
      <PageHeader
        title="Upcoming Local Events"
        subtitle="Markets, music, and community happenings around Bryan / College Station."
      />
      <Container className="max-w-4xl py-10 sm:py-12">
        <EventList />
      </Container>
    </>
  );
}
