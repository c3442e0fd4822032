import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';
import { StatusPanel } from '../../../ui/status-panel';

export default function PricingSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  return (
    <>
      <PageHeader
        title="Payment Successful"
        subtitle="Thank you for supporting local with BCS Local."
      />
      <Container className="py-12">
        <StatusPanel
          icon={<CircleCheck aria-hidden="true" />}
          tone="success"
          className="max-w-xl py-10"
          actions={
            <Button asChild>
              <Link to="/business/portal">Go to Business Portal</Link>
            </Button>
          }
        >
          {sessionId
            ? 'We are confirming your subscription. Your new plan will show in your business portal shortly.'
            : 'Your new plan will show in your business portal shortly.'}
        </StatusPanel>
      </Container>
    </>
  );
}
