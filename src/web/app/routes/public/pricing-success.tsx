import { LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { paymentMessages } from '#domain/payments.js';
import { useSession } from '#web/features/accounts/api/session.js';
import { PaymentStatus } from '#web/features/payments/components/payment-status.js';
import { t } from '#web/features/payments/i18n.js';
import { translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { LoadingState } from '#web/ui/spinner.js';
import { StatusPanel } from '#web/ui/status-panel.js';

export default function PricingSuccessPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const owner = session.data?.userType === 'business_owner';
  return (
    <>
      <PageHeader title={t('payments.success.title')} subtitle={t('payments.success.subtitle')} />
      <Container className="py-12">
        {session.isPending ? (
          <LoadingState label={t('payments.success.checking')} />
        ) : owner ? (
          <PaymentStatus sessionId={params.get('session_id')} />
        ) : (
          <StatusPanel
            icon={<LogIn aria-hidden="true" />}
            tone="neutral"
            title={translated(paymentMessages.authRequiredTitle)}
            className="max-w-xl py-10"
            role="alert"
            actions={<ButtonLink to="/business/login">{t('payments.success.signIn')}</ButtonLink>}
          >
            {translated(paymentMessages.loginToViewStatus)}
          </StatusPanel>
        )}
      </Container>
    </>
  );
}
