import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paymentMessages } from '../../../../domain/payments';
import { PLANS, type PlanId } from '../../../../domain/plans';
import { useSession } from '../../../features/accounts/api/session';
import { useStartCheckout, useSubscription } from '../../../features/payments/api/payments';
import { PricingPlans } from '../../../features/pricing/components/pricing-plans';
import { refusalMessage } from '../../../lib/api-client';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

export default function PricingPage() {
  const navigate = useNavigate();
  const session = useSession();
  const owner = session.data?.userType === 'business_owner';
  const subscription = useSubscription({ enabled: owner });
  const checkout = useStartCheckout();
  const current = subscription.data?.planType ?? null;

  const choose = (plan: PlanId, billing: 'monthly' | 'yearly') => {
    if (plan === 'free') {
      if (!owner) navigate('/business/login');
      else if (current === 'free') toast.info(paymentMessages.freePlanActive);
      else
        toast.info(paymentMessages.downgradeRequired, {
          description: 'Use Manage Subscription in your portal to change a paid plan.',
        });
      return;
    }
    if (!owner) {
      toast.error(paymentMessages.authRequiredTitle, {
        description: paymentMessages.loginToUpgrade,
      });
      navigate('/business/login');
      return;
    }
    if (current && PLANS[current].rank > PLANS[plan].rank) {
      toast.info(paymentMessages.downgradeRequired, {
        description: 'Use Manage Subscription in your portal to change a paid plan.',
      });
      return;
    }
    checkout.mutate(
      { plan, billingCycle: billing },
      {
        onError: (error) =>
          toast.error('Error', {
            description: refusalMessage(error, paymentMessages.checkoutFailed),
          }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="Simple plans to help Bryan / College Station customers find your business."
      />
      <Container className="py-12">
        <PricingPlans currentPlan={current} onChoose={choose} choosing={checkout.isPending} />
      </Container>
    </>
  );
}
