import { HandHeart, TrendingUp, Users } from 'lucide-react';
import { Card } from '#web/ui/card.js';
import { IconBadge } from '#web/ui/icon-badge.js';
import { t } from '../i18n';

const SQUARE = 'square';

const FACTS = [
  {
    icon: HandHeart,
    figure: () => '68%',
    text: 'about.facts.dollar',
  },
  {
    icon: Users,
    figure: () => '1.5×',
    text: 'about.facts.jobs',
  },
  {
    icon: TrendingUp,
    figure: () => t('about.facts.local'),
    text: 'about.facts.neighbors',
  },
] as const;

/** Why shopping locally matters, in three figures. */
export function LocalFacts() {
  return (
    <ul aria-label={t('about.facts.label')} className="flex flex-col gap-4 lg:col-span-2">
      {FACTS.map((fact) => (
        <li key={fact.text}>
          <Card className="flex items-start gap-4 p-5">
            <IconBadge icon={<fact.icon aria-hidden="true" />} shape={SQUARE} />
            <div>
              <p className="text-2xl font-extrabold text-brand-800">{fact.figure()}</p>
              <p className="mt-1 text-sm text-stone-600">{t(fact.text)}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
