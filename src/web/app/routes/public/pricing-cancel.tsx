import { CircleX } from 'lucide-react';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { StatusPanel } from '#web/ui/status-panel.js';

export default function PricingCancelPage() {
  return (
    <>
      <PageHeader title="Payment Cancelled" subtitle="No charge was made." />
      <Container className="py-12">
        <StatusPanel
          icon={<CircleX aria-hidden="true" />}
          tone="neutral"
          className="max-w-xl py-10"
          actions={
            <>
              <ButtonLink to="/pricing">Back to Pricing</ButtonLink>
              <ButtonLink variant="outline" to="/business/portal">
                Go to Business Portal
              </ButtonLink>
            </>
          }
        >
          Your checkout was cancelled. You can pick a plan again at any time.
        </StatusPanel>
      </Container>
    </>
  );
}
