import { MailboxList } from '../../../features/mailbox/components/mailbox-list';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

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
