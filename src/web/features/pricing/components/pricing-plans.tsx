import { useState } from 'react';
import { type Billing, plans } from '../lib/plan-pricing';
import { BillingToggle } from './billing-toggle';
import { PlanCard } from './plan-card';

/** Every plan side by side, priced by the billing period the visitor picks (annual first). */
export function PricingPlans() {
  const [billing, setBilling] = useState<Billing>('yearly');
  return (
    <>
      <BillingToggle billing={billing} onChange={setBilling} />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} />
        ))}
      </div>
    </>
  );
}
