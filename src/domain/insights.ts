/**
 * The owner's Insights tab and monthly report (issue 26 point 2; the spec's "online
 * visibility report" of Silver and Texas Gold): how often the listing showed in
 * searches, was opened, and had its website, phone, e-mail or directions clicked,
 * per College Station day. Request schemas are in insight-schemas.ts.
 */
import type { AnalyticsEventType } from './analytics.js';
import { PLANS } from './plans.js';

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;

export const CLICK_KINDS = ['website', 'phone', 'email', 'directions'] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export const CLICK_EVENT_TYPES: Record<ClickKind, AnalyticsEventType> = {
  website: 'website_click',
  phone: 'phone_click',
  email: 'email_click',
  directions: 'directions_click',
};

export const CLICK_LABELS: Record<ClickKind, string> = {
  website: 'Website clicks',
  phone: 'Phone clicks',
  email: 'Email clicks',
  directions: 'Directions clicks',
};

/** How many searches and referrers the tab lists. */
export const TOP_SEARCHES = 10;
export const TOP_REFERRERS = 10;
/**
 * A search is listed once this many searches used it: one person's words are never
 * shown to the owner on their own.
 */
export const SEARCH_TERM_MIN_COUNT = 2;

/** The plans with insights, by name, for the upgrade prompt ('Silver and Texas Gold'). */
export function insightPlanNames(): string {
  const names = Object.values(PLANS)
    .filter((plan) => plan.insights)
    .map((plan) => plan.marketingName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

export const insightMessages = {
  planRequired: `Insights are part of the ${insightPlanNames()} plans. Upgrade to see how your listing does.`,
  days: `Choose ${INSIGHT_PERIODS.slice(0, -1).join(', ')} or ${INSIGHT_PERIODS.at(-1)} days.`,
  clickKind: 'Click kind must be website, phone, email or directions.',
  businessNotFound: 'Business not found',
  settingsSaved: 'Your report setting is saved.',
  unsubscribed: 'You will no longer get the monthly report.',
  resubscribed: 'The monthly report is on again.',
  linkInvalid: 'This link has expired or is not valid. Change the setting in your Business Portal.',
} as const;

export interface InsightTotals {
  searchAppearances: number;
  profileViews: number;
  clicks: Record<ClickKind, number>;
}

export interface InsightDay extends InsightTotals {
  /** College Station date, 'YYYY-MM-DD'. */
  date: string;
}

export interface InsightReferrer {
  /** Where visitors came from: a site's host ('google.com'), a page of ours, or direct. */
  source: string;
  views: number;
}

/** GET /api/portal/insights. */
export interface ListingInsights {
  days: InsightPeriod;
  /** First and last College Station day of the period, both included. */
  from: string;
  to: string;
  totals: InsightTotals;
  /** The same numbers for the period just before, for comparison. */
  previous: InsightTotals;
  /** One entry per day, oldest first, days without events included. */
  daily: InsightDay[];
  /** Searches that showed the listing, most first (each used at least SEARCH_TERM_MIN_COUNT times). */
  topSearches: { term: string; count: number }[];
  /** Where visitors to the profile came from, most first. */
  referrers: InsightReferrer[];
}

/** The portal's report setting. */
export interface InsightSettings {
  monthlyReport: boolean;
}

/** The sum of a total's clicks. */
export function totalClicks(totals: InsightTotals): number {
  return CLICK_KINDS.reduce((sum, kind) => sum + totals.clicks[kind], 0);
}

/** What the tiles, the chart, the table and the CSV export count, in their order. */
export const METRICS = [
  { id: 'searchAppearances', label: 'Search appearances' },
  { id: 'profileViews', label: 'Profile views' },
  ...CLICK_KINDS.map((kind) => ({ id: kind, label: CLICK_LABELS[kind] })),
] as const;
export type MetricId = (typeof METRICS)[number]['id'];

export function metricValue(totals: InsightTotals, id: MetricId | 'clicks'): number {
  if (id === 'searchAppearances') return totals.searchAppearances;
  if (id === 'profileViews') return totals.profileViews;
  if (id === 'clicks') return totalClicks(totals);
  return totals.clicks[id];
}

/** A count against the one before: the same, new (nothing before), or up or down by a whole percent. */
export type Change = { kind: 'none' } | { kind: 'new' } | { kind: 'percent'; percent: number };

export function changeOf(now: number, before: number): Change {
  if (before === 0) return now === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? { kind: 'none' } : { kind: 'percent', percent };
}

/** A whole percent with its sign, in a locale: '+25%', '-10%'. */
export function signedPercent(percent: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(
    percent / 100,
  );
}

/** '+25%', '-10%', 'no change', or 'new' when there was nothing before. */
export function changeText(now: number, before: number): string {
  const change = changeOf(now, before);
  if (change.kind === 'percent') return signedPercent(change.percent);
  return change.kind === 'none' ? 'no change' : 'new';
}

/** A referrer as the tab shows it: our own pages by name, other sites by host. */
export function referrerLabel(source: string): string {
  if (source === '(direct)') return 'Direct or unknown';
  if (!source.startsWith('/')) return source;
  const ours: Record<string, string> = {
    '/': 'BCS Local home page and search',
    '/listings': 'BCS Local listings',
    '/city': 'BCS Local city pages',
    '/events': 'BCS Local events',
    '/jobs': 'BCS Local jobs',
    '/business': 'Other BCS Local profiles',
  };
  return ours[source] ?? `BCS Local (${source})`;
}
