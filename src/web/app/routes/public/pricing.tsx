import { PricingPlans } from '../../../features/pricing/components/pricing-plans';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function PricingPage() {
  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="Simple plans to help Bryan / College Station customers find your business."
      />
      <Container className="py-12">
        <PricingPlans />
      </Container>
    </>
  );
}
