import { formatDistanceToNowStrict } from 'date-fns';
import { currentLanguage, currentLocale, formatDate } from '#web/lib/i18n.js';
import { t } from '../i18n';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '3 days ago' in the page's language: date-fns' strict distance in English, Intl's in Spanish. */
function ago(date: Date): string {
  if (currentLanguage() === 'en') return formatDistanceToNowStrict(date, { addSuffix: true });
  const seconds = (date.getTime() - Date.now()) / 1000;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1];
  return new Intl.RelativeTimeFormat(currentLocale()).format(Math.round(seconds / size), unit);
}

/** 'Posted 3 days ago' */
export function postedAgo(iso: string): string {
  return t('jobs.card.posted', { ago: ago(new Date(iso)) });
}

/** 'Nov 30, 2026' for a date-only value (YYYY-MM-DD, read at noon so no time zone moves it) or a timestamp. */
export function formatJobDate(value: string): string {
  return formatDate(new Date(value.length === 10 ? `${value}T12:00:00Z` : value), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
