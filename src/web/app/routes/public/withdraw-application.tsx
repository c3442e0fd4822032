import { useSearchParams } from 'react-router';
import { isUuid } from '#domain/slug.js';
import { WithdrawApplication } from '#web/features/jobs/components/withdraw-application.js';
import { t } from '#web/features/jobs/i18n.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

/** /jobs/applications/withdraw?application=…&token=…: the link in an applicant's confirmation. */
export default function WithdrawApplicationPage() {
  const [params] = useSearchParams();
  // The server checks the signature; a link cut short in a mail client is told apart here.
  const application = params.get('application') ?? '';
  const token = params.get('token') ?? '';
  const query = isUuid(application) && token ? { application, token } : null;
  return (
    <>
      <PageHeader title={t('jobs.withdraw.title')} subtitle={t('jobs.withdraw.subtitle')} />
      <Container className="py-12">
        <WithdrawApplication query={query} />
      </Container>
    </>
  );
}
