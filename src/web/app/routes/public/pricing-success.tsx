import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function PricingSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  usePageTitle('Payment Successful');
  return (
    <>
      <PageHeader
        title="Payment Successful"
        subtitle="Thank you for supporting local with BCS Local."
      />
      <Container className="py-12">
        <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="text-stone-700">
            {sessionId
              ? 'We are confirming your subscription. Your new plan will show in your business portal shortly.'
              : 'Your new plan will show in your business portal shortly.'}
          </p>
          <Button asChild>
            <Link to="/business/portal">Go to Business Portal</Link>
          </Button>
        </Card>
      </Container>
    </>
  );
}
