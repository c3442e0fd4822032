import { LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paymentMessages } from '../../../../domain/payments';
import { useSession } from '../../../features/accounts/api/session';
import { PaymentStatus } from '../../../features/payments/components/payment-status';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';

export default function PricingSuccessPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const owner = session.data?.userType === 'business_owner';
  return (
    <>
      <PageHeader
        title="Payment Successful"
        subtitle="Thank you for supporting local with BCS Local."
      />
      <Container className="py-12">
        {session.isPending ? (
          <LoadingState label="Checking your account..." />
        ) : owner ? (
          <PaymentStatus sessionId={params.get('session_id')} />
        ) : (
          <StatusPanel
            icon={<LogIn aria-hidden="true" />}
            tone="neutral"
            title={paymentMessages.authRequiredTitle}
            className="max-w-xl py-10"
            role="alert"
            actions={
              <Button asChild>
                <Link to="/business/login">Sign In</Link>
              </Button>
            }
          >
            {paymentMessages.loginToViewStatus}
          </StatusPanel>
        )}
      </Container>
    </>
  );
}
