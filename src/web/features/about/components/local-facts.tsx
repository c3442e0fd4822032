import { HandHeart, TrendingUp, Users } from 'lucide-react';
import { Card } from '#web/ui/card.js';
import { IconBadge } from '#web/ui/icon-badge.js';

const FACTS = [
  {
    icon: HandHeart,
    figure: '68%',
    text: 'of each dollar spent at a local business stays in the community.',
  },
  {
    icon: Users,
    figure: '1.5×',
    text: 'Small businesses create about 1.5 times more jobs per $100 of spending.',
  },
  {
    icon: TrendingUp,
    figure: 'Local',
    text: 'Every purchase helps a neighbor keep their doors open and their team employed.',
  },
];

/** Why shopping locally matters, in three figures. */
export function LocalFacts() {
  return (
    <ul aria-label="Local by the numbers" className="flex flex-col gap-4 lg:col-span-2">
      {FACTS.map((fact) => (
        <li key={fact.figure}>
          <Card className="flex items-start gap-4 p-5">
            <IconBadge icon={<fact.icon aria-hidden="true" />} shape="square" />
            <div>
              <p className="text-2xl font-extrabold text-brand-800">{fact.figure}</p>
              <p className="mt-1 text-sm text-stone-600">{fact.text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
