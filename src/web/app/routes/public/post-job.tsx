import {
  BadgeCheck,
  CircleCheck,
  CreditCard,
  Crown,
  Infinity as InfinityIcon,
  Medal,
} from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../../domain/plans';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

const REQUIREMENTS = [
  {
    icon: Medal,
    title: 'An active Silver or Texas Gold plan',
    text: 'Job posting is part of our paid plans.',
  },
  {
    icon: BadgeCheck,
    title: 'A verified business profile',
    text: 'Claim your listing and our team confirms you run the business.',
  },
  {
    icon: CreditCard,
    title: 'A subscription in good standing',
    text: 'Postings stay up while your plan is active and paid.',
  },
];

const STEPS = [
  'Sign in to the business portal, or claim your business if it is not yours yet.',
  'Choose the Silver or Texas Gold plan on the pricing page.',
  'Write your posting in the portal. Our team reviews it, then it appears on the job board.',
];

const JOB_PLANS = [PLANS.silver, PLANS.texas_gold];

export default function PostJobPage() {
  usePageTitle('Post a Job');
  return (
    <>
      <PageHeader
        eyebrow="For employers"
        title="Post a Job"
        subtitle="Reach local job seekers in Bryan / College Station."
      />
      <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-12">
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-stone-900">What you need to post jobs</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement.title} className="flex flex-col gap-2">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <requirement.icon aria-hidden="true" className="size-5" />
                </span>
                <p className="font-semibold text-stone-900">{requirement.title}</p>
                <p className="text-sm text-stone-600">{requirement.text}</p>
              </li>
            ))}
          </ul>

          <div className="mt-8 flex items-start gap-3 rounded-xl bg-gold-50 p-4 text-stone-700 ring-1 ring-gold-200">
            <InfinityIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
            <p>
              Silver and Texas Gold plans include{' '}
              <strong className="text-stone-900">unlimited job listings</strong>. Each posting is
              reviewed by our team before it goes live.
            </p>
          </div>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/business/login">Sign In / Claim My Business</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </Card>

        <section aria-labelledby="plans-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="plans-heading" className="sr-only">
            Plans with job listings
          </h2>
          {JOB_PLANS.map((plan) => (
            <Card key={plan.id} className={plan.featured ? 'p-6 ring-2 ring-gold-300' : 'p-6'}>
              <div className="flex items-center gap-2">
                {plan.featured ? (
                  <Crown aria-hidden="true" className="size-5 text-gold-600" />
                ) : (
                  <Medal aria-hidden="true" className="size-5 text-stone-500" />
                )}
                <h3 className="text-lg font-semibold text-stone-900">{plan.marketingName}</h3>
              </div>
              <p className="mt-3 text-stone-700">
                <span className="text-3xl font-extrabold text-stone-900">
                  ${plan.priceMonthlyUsd}
                </span>
                <span className="text-sm"> / month</span>
                <span className="text-sm text-stone-500"> or ${plan.priceYearlyUsd} / year</span>
              </p>
              <ul className="mt-4 flex flex-col gap-2 text-sm text-stone-700">
                <li className="flex items-start gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  Unlimited job listings
                </li>
                <li className="flex items-start gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  Up to {plan.photoLimit} photos on your profile
                </li>
                <li className="flex items-start gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  {plan.featured
                    ? 'Featured placement with a gold badge'
                    : 'Phone, website and e-mail on your profile'}
                </li>
              </ul>
            </Card>
          ))}
          <p className="text-sm text-stone-600 md:col-span-2">
            Compare every plan on the{' '}
            <Link
              to="/pricing"
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              pricing page
            </Link>
            .
          </p>
        </section>

        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-stone-900">How it works</h2>
          <ol className="mt-5 flex flex-col gap-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-stone-700">{step}</span>
              </li>
            ))}
          </ol>
        </Card>
      </Container>
    </>
  );
}
