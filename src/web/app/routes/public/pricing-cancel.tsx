import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function PricingCancelPage() {
  usePageTitle('Payment Cancelled');
  return (
    <>
      <PageHeader title="Payment Cancelled" subtitle="No charge was made." />
      <Container className="py-12">
        <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-600">
            <CircleX aria-hidden="true" className="size-6" />
          </span>
          <p className="text-stone-700">
            Your checkout was cancelled. You can pick a plan again at any time.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/pricing">Back to Pricing</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/business/portal">Go to Business Portal</Link>
            </Button>
          </div>
        </Card>
      </Container>
    </>
  );
}
