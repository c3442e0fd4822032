import { MailboxList } from '#web/features/mailbox/components/mailbox-list.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function MailboxPage() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Mailbox"
        subtitle="Every e-mail the site has written, newest first."
      />
      <Container className="max-w-4xl py-10 sm:py-12">
        <MailboxList />
      </Container>
    </>
  );
}
