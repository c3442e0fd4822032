import { useNavigate, useSearchParams } from 'react-router';
import { type BillingCycle, PAID_PLANS, paymentMessages } from '#domain/payments.js';
import { PLANS, type PlanId } from '#domain/plans.js';
import { useSession } from '#web/features/accounts/api/session.js';
import { businessLoginReturningTo } from '#web/features/accounts/lib/return-path.js';
import {
  useOpenPortal,
  useStartCheckout,
  useSubscription,
} from '#web/features/payments/api/payments.js';
import { PricingPlans } from '#web/features/pricing/components/pricing-plans.js';
import { t } from '#web/features/pricing/i18n.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

const YEARLY: BillingCycle = 'yearly';
const chosenPlanOf = (value: string | null) => PAID_PLANS.find((plan) => plan === value) ?? null;
const billingOf = (value: string | null): BillingCycle =>
  value === 'monthly' ? 'monthly' : 'yearly';

export default function PricingPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const owner = session.data?.userType === 'business_owner';
  const subscription = useSubscription({ enabled: owner });
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const current = subscription.data?.planType ?? null;
  // Read while rendering: the query redraws the page only for what the render read, and
  // a click handler that read it alone saw a stale 'no error' after a failed check.
  const planCheckFailed = subscription.isError;
  // The plan chosen before signing in comes back in the URL (see businessLoginReturningTo).
  const chosen = chosenPlanOf(params.get('plan'));
  const chosenBilling = billingOf(params.get('billing'));
  const failed = (fallback: string) => (error: Error) => toastFailure(translated(fallback), error);
  const downgradeRequired = () =>
    toast.info(translated(paymentMessages.downgradeRequired), {
      description: t('pricing.page.downgradeHint'),
    });

  const choose = (plan: PlanId, billing: BillingCycle) => {
    if (plan === 'free') {
      if (!owner) navigate('/business/login');
      else if (current === 'free') toast.info(translated(paymentMessages.freePlanActive));
      else downgradeRequired();
      return;
    }
    if (!owner) {
      toast.error(translated(paymentMessages.authRequiredTitle), {
        description: translated(paymentMessages.loginToUpgrade),
      });
      navigate(businessLoginReturningTo(`/pricing?plan=${plan}&billing=${billing}`));
      return;
    }
    if (planCheckFailed) {
      toastFailure(translated(paymentMessages.checkFailed));
      return;
    }
    if (current && PLANS[current].rank > PLANS[plan].rank) {
      downgradeRequired();
      return;
    }
    // Already paying online: the plan changes in the customer portal, not a second checkout.
    if (subscription.data?.manageable) {
      portal.mutate(undefined, { onError: failed(paymentMessages.portalFailed) });
      return;
    }
    checkout.mutate(
      { plan, billingCycle: billing },
      { onError: failed(paymentMessages.checkoutFailed) },
    );
  };

  const resume =
    owner && chosen && current && PLANS[current].rank < PLANS[chosen].rank ? chosen : null;

  return (
    <>
      <PageHeader title={t('pricing.page.title')} subtitle={t('pricing.page.subtitle')} />
      <Container className="py-12">
        {resume ? (
          <div
            role="status"
            className="mx-auto mb-10 flex max-w-2xl flex-col items-center gap-3 rounded-xl bg-brand-50 p-4 text-center ring-1 ring-brand-200 sm:flex-row sm:justify-between sm:text-left"
          >
            <p className="text-sm text-stone-800">
              {richText(
                t(
                  chosenBilling === 'yearly'
                    ? 'pricing.page.choseYearly'
                    : 'pricing.page.choseMonthly',
                  { plan: PLANS[resume].marketingName },
                ),
                [<strong key="plan" />],
              )}
            </p>
            <Button
              disabled={checkout.isPending || portal.isPending}
              onClick={() => choose(resume, chosenBilling)}
            >
              {t('pricing.page.continue')}
            </Button>
          </div>
        ) : null}
        <PricingPlans
          currentPlan={current}
          initialBilling={chosen ? chosenBilling : YEARLY}
          onChoose={choose}
          choosing={checkout.isPending || portal.isPending}
        />
      </Container>
    </>
  );
}
