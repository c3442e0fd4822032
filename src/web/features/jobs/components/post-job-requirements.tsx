import { BadgeCheck, CreditCard, Infinity as InfinityIcon, Medal } from 'lucide-react';
import { ButtonLink } from '#web/ui/button-link.js';
import { Card } from '#web/ui/card.js';

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

/** What an employer needs before posting, and the ways in. */
export function PostJobRequirements() {
  return (
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
        <ButtonLink size="lg" to="/business/login">
          Sign In / Claim My Business
        </ButtonLink>
        <ButtonLink size="lg" variant="outline" to="/contact">
          Contact Us
        </ButtonLink>
      </div>
    </Card>
  );
}
