import type { GoogleReview } from '#domain/reviews.js';
import { currentLocale } from '#web/lib/i18n.js';
import { t } from '../i18n';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
];
// The browser's own formatter, in the page's language ('3 months ago', 'hace 3 meses'):
// the profile page loads no date library for one line.
const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * When a review was written, relative to now ('3 months ago'): counted from its time
 * rather than Google's own wording, which was right when the server last read it.
 */
export function reviewTimeOf(review: GoogleReview, now = new Date()): string | null {
  const at = review.publishTime ? Date.parse(review.publishTime) : Number.NaN;
  if (Number.isNaN(at) || at > now.getTime()) return review.relativeTime;
  const elapsed = now.getTime() - at;
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relativeFormat().format(-Math.floor(elapsed / ms), unit);
  }
  return t('reviews.justNow');
}
