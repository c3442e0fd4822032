import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLAN_IDS, PLANS, type Plan } from '../../../../domain/plans';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

type Billing = 'monthly' | 'yearly';

const plans = PLAN_IDS.map((id) => PLANS[id]);

const maxYearlySavingPercent = Math.max(
  ...plans
    .filter((plan) => plan.priceMonthlyUsd > 0)
    .map((plan) => Math.round((1 - plan.priceYearlyUsd / (plan.priceMonthlyUsd * 12)) * 100)),
);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function featuresOf(plan: Plan): string[] {
  const features = [
    'Business name, address and phone',
    plan.photoLimit === 1 ? '1 photo' : `Up to ${plan.photoLimit} photos`,
    `Description up to ${plan.descriptionLimit.toLocaleString('en-US')} characters`,
  ];
  if (plan.showsContactDetails) features.push('Logo, website, e-mail, hours and social links');
  if (plan.canPostJobs) features.push('Unlimited job listings');
  if (plan.featured) features.push('Featured ribbon and top placement');
  return features;
}

function BillingToggle({
  billing,
  onChange,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
}) {
  const option = (value: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => onChange(value)}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
        billing === value
          ? 'bg-brand-800 text-white shadow-sm'
          : 'text-stone-700 hover:text-stone-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200">
        <legend className="sr-only">Billing period</legend>
        {option('monthly', 'Monthly')}
        {option('yearly', 'Annual')}
      </fieldset>
      <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-gold-800 ring-1 ring-gold-200">
        Save up to {maxYearlySavingPercent}%
      </span>
    </div>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const free = plan.priceMonthlyUsd === 0;
  const price = billing === 'yearly' ? plan.priceYearlyUsd : plan.priceMonthlyUsd;
  return (
    <Card
      className={cn(
        'relative flex flex-col p-6 sm:p-8',
        plan.featured && 'border-2 border-gold-400 shadow-lg shadow-gold-100',
      )}
    >
      {plan.featured ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
          Most visible
        </span>
      ) : null}
      <h2 className="text-xl font-bold text-stone-900">{plan.marketingName}</h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-stone-900">
          {usd.format(price)}
        </span>
        <span className="text-sm text-stone-600">
          {free ? 'forever' : billing === 'yearly' ? '/year' : '/month'}
        </span>
      </p>
      <p className="mt-1 text-sm text-stone-500">
        {free
          ? 'Free listing'
          : billing === 'yearly'
            ? `or ${usd.format(plan.priceMonthlyUsd)}/month billed monthly`
            : `or ${usd.format(plan.priceYearlyUsd)}/year billed annually`}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {featuresOf(plan).map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        variant={plan.featured ? 'gold' : free ? 'outline' : 'primary'}
        asChild
        className="mt-8"
      >
        <Link to="/business/login">
          {free ? 'Claim My Business' : `Choose ${plan.marketingName}`}
        </Link>
      </Button>
    </Card>
  );
}

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('yearly');
  usePageTitle('Pricing');
  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="Simple plans to help Bryan / College Station customers find your business."
      />
      <Container className="py-12">
        <BillingToggle billing={billing} onChange={setBilling} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} />
          ))}
        </div>
      </Container>
    </>
  );
}
