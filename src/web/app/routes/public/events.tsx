import { EventList } from '#web/features/events/components/event-list.js';
import { t } from '#web/features/events/i18n.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function EventsPage() {
  return (
    <>
      <PageHeader title={t('events.page.title')} subtitle={t('events.page.subtitle')} />
      <Container className="max-w-4xl py-10 sm:py-12">
        <EventList />
      </Container>
    </>
  );
}
