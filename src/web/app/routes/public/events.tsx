import { EventList } from '#web/features/events/components/event-list.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

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
