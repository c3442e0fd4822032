import { formatDate, formatNumber } from '#web/lib/i18n.js';

/** A count in the page's language: '1,234'. */
export const count = (n: number) => formatNumber(n);

/** A College Station date ('YYYY-MM-DD') as a moment whose UTC day is that date. */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Nov 3' ('3 nov') for '2026-11-03'. */
export const shortDay = (date: string) =>
  formatDate(dayOf(date), { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Tue, Nov 3' for '2026-11-03' (the period above the table names the years). */
export const longDay = (date: string) =>
  formatDate(dayOf(date), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Nov 3, 2026' ('3 nov 2026') for '2026-11-03'. */
export const fullDay = (date: string) =>
  formatDate(dayOf(date), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
