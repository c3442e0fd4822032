import { type PlanId, planOf } from '../../../../domain/plans';

/** Spec 000 section 2: card tint by plan (texas_gold green, silver pink, free amber). */
const TINTS: Record<PlanId, { card: string; badge: string }> = {
  texas_gold: {
    card: 'border-emerald-200 bg-emerald-50/80 hover:border-emerald-300',
    badge: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  },
  silver: {
    card: 'border-pink-200 bg-pink-50/80 hover:border-pink-300',
    badge: 'bg-pink-100 text-pink-800 ring-pink-200',
  },
  free: {
    card: 'border-amber-200 bg-amber-50/80 hover:border-amber-300',
    badge: 'bg-amber-100 text-amber-900 ring-amber-200',
  },
};

export function planStyle(plan: PlanId) {
  const { id, label } = planOf(plan);
  return { ...TINTS[id], label };
}
