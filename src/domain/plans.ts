/**
 * The plan catalogue (DESIGN decisions 1 and 2). Every price, limit and label
 * shown anywhere is read from here; nothing hard-codes a price twice.
 */
export const PLAN_IDS = ['free', 'silver', 'texas_gold'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN: PlanId = 'free';

export interface Plan {
  id: PlanId;
  /** Label used on profiles and in the admin ('Free', 'Silver Plan', 'Texas Gold Plan'). */
  label: string;
  /** Name on the pricing page. */
  marketingName: string;
  priceMonthlyUsd: number;
  priceYearlyUsd: number;
  photoLimit: number;
  descriptionLimit: number;
  showsContactDetails: boolean;
  canPostJobs: boolean;
  featured: boolean;
  /** Events the business may publish per calendar month (by start, College Station time). */
  eventsPerMonth: number;
  /** The portal's Insights tab and the monthly report (the spec's "online visibility report"). */
  insights: boolean;
  /** Google reviews shown on the profile (at most this many; 0 shows none and fetches none). */
  googleReviews: number;
  /** Placement in search results and the featured list: higher comes first. */
  rank: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    label: 'Free',
    marketingName: 'Texas Basic',
    priceMonthlyUsd: 0,
    priceYearlyUsd: 0,
    photoLimit: 1,
    descriptionLimit: 100,
    showsContactDetails: false,
    canPostJobs: false,
    featured: false,
    eventsPerMonth: 0,
    insights: false,
    googleReviews: 0,
    rank: 1,
  },
  silver: {
    id: 'silver',
    label: 'Silver Plan',
    marketingName: 'Silver',
    priceMonthlyUsd: 15,
    priceYearlyUsd: 99,
    photoLimit: 3,
    descriptionLimit: 1000,
    showsContactDetails: true,
    canPostJobs: true,
    featured: false,
    eventsPerMonth: 0,
    insights: true,
    googleReviews: 0,
    rank: 2,
  },
  texas_gold: {
    id: 'texas_gold',
    label: 'Texas Gold Plan',
    marketingName: 'Texas Gold',
    priceMonthlyUsd: 40,
    priceYearlyUsd: 240,
    photoLimit: 6,
    descriptionLimit: 1000,
    showsContactDetails: true,
    canPostJobs: true,
    featured: true,
    eventsPerMonth: 1,
    insights: true,
    googleReviews: 5,
    rank: 3,
  },
};

/** Plan ids, best placement first (texas_gold, silver, free). */
export const PLAN_IDS_BEST_FIRST: readonly PlanId[] = [...PLAN_IDS].sort(
  (a, b) => PLANS[b].rank - PLANS[a].rank,
);

export function planOf(value: string | null | undefined): Plan {
  return PLANS[(value ?? DEFAULT_PLAN) as PlanId] ?? PLANS[DEFAULT_PLAN];
}

/** The plan's description cap (spec 000 section 6): longer text is cut with an ellipsis. */
export function capDescription(text: string | null | undefined, plan: string | null | undefined) {
  if (!text) return text ?? null;
  const limit = planOf(plan).descriptionLimit;
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - 1).trimEnd()}…`;
}
