import type { PlanId } from '#domain/plans.js';
import { PLANS } from '#domain/plans.js';
import { cn } from '../lib/cn';

const PLAN_STYLES: Record<PlanId, string> = {
  free: 'bg-stone-100 text-stone-700 ring-stone-200',
  silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  texas_gold: 'bg-gold-100 text-brand-950 ring-gold-300',
};

/** A plan's label as the admin's lists show it ('Silver Plan'), in the plan's colours. */
export function PlanBadge({ plan, className }: { plan: PlanId; className?: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        PLAN_STYLES[plan],
        className,
      )}
    >
      {PLANS[plan].label}
    </span>
  );
}
