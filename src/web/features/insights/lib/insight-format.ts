import { format, parseISO } from 'date-fns';
import { CLICK_KINDS, CLICK_LABELS, type InsightTotals, totalClicks } from '#domain/insights.js';

export const count = (n: number) => n.toLocaleString('en-US');

/** 'Nov 3' for '2026-11-03'. */
export const shortDay = (date: string) => format(parseISO(date), 'MMM d');
/** 'Tue, Nov 3' for '2026-11-03' (the period above the table names the years). */
export const longDay = (date: string) => format(parseISO(date), 'EEE, MMM d');
/** 'Nov 3, 2026' for '2026-11-03'. */
export const fullDay = (date: string) => format(parseISO(date), 'MMM d, yyyy');

/** What the tiles, the chart and the table count, in their order. */
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
