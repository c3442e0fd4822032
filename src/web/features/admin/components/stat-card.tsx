import type { LucideIcon } from 'lucide-react';
import { Card } from '#web/ui/card.js';

/** One number of the dashboard: a term and its value inside the cards' <dl>. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-stone-600">
        {label}
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      </dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
        {value.toLocaleString('en-US')}
      </dd>
    </Card>
  );
}
