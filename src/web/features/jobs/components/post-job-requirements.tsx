import { BadgeCheck, CreditCard, Infinity as InfinityIcon, Medal } from 'lucide-react';
import { richText } from '#web/lib/rich-text.js';
import { Card } from '#web/ui/card.js';
import { LinkPair } from '#web/ui/link-pair.js';
import { t } from '../i18n';

const REQUIREMENTS = [
  {
    icon: Medal,
    title: 'jobs.postJob.needPlan',
    text: 'jobs.postJob.needPlanText',
  },
  {
    icon: BadgeCheck,
    title: 'jobs.postJob.needVerified',
    text: 'jobs.postJob.needVerifiedText',
  },
  {
    icon: CreditCard,
    title: 'jobs.postJob.needPaid',
    text: 'jobs.postJob.needPaidText',
  },
] as const;

/** What an employer needs before posting, and the ways in. */
export function PostJobRequirements() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-stone-900">{t('jobs.postJob.needs')}</h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {REQUIREMENTS.map((requirement) => (
          <li key={requirement.title} className="flex flex-col gap-2">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <requirement.icon aria-hidden="true" className="size-5" />
            </span>
            <p className="font-semibold text-stone-900">{t(requirement.title)}</p>
            <p className="text-sm text-stone-600">{t(requirement.text)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex items-start gap-3 rounded-xl bg-gold-50 p-4 text-stone-700 ring-1 ring-gold-200">
        <InfinityIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
        <p>
          {richText(t('jobs.postJob.unlimited'), [
            <strong key="unlimited" className="text-stone-900" />,
          ])}
        </p>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkPair
          size="lg"
          main={{ to: '/business/login', label: t('jobs.postJob.signIn') }}
          other={{ to: '/contact', label: t('jobs.postJob.contact') }}
        />
      </div>
    </Card>
  );
}
