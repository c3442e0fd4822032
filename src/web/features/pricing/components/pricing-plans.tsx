import { useState } from 'react';
import type { PlanId } from '#domain/plans.js';
import { type Billing, plans } from '../lib/plan-pricing';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

/** Every plan side by side, priced by the billing period the visitor picks (annual first). */
export function PricingPlans({
  currentPlan,
  initialBilling = 'yearly',
  onChoose,
  choosing,
}: {
  /** The signed-in owner's plan, marked on its card. */
  currentPlan?: PlanId | null;
  initialBilling?: Billing;
  /** What choosing a plan does (the route decides: sign in, checkout, or a message). */
  onChoose?: (plan: PlanId, billing: Billing) => void;
  choosing?: boolean;
}) {
  const [billing, setBilling] = useState<Billing>(initialBilling);
  return (
    <>
      <BillingToggle billing={billing} onChange={setBilling} />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            current={plan.id === currentPlan}
            signedIn={Boolean(currentPlan)}
            disabled={choosing}
            onChoose={onChoose ? () => onChoose(plan.id, billing) : undefined}
          />
        ))}
      </div>
    </>
  );
}
