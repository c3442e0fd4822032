import type { GoogleReview } from '#domain/reviews.js';

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
// The browser's own formatter: the profile page loads no date library for one line.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * When a review was written, relative to now ('3 months ago'): counted from its time
 * rather than Google's own wording, which was right when the server last read it.
 */
export function reviewTimeOf(review: GoogleReview, now = new Date()): string | null {
  const at = review.publishTime ? Date.parse(review.publishTime) : Number.NaN;
  if (Number.isNaN(at) || at > now.getTime()) return review.relativeTime;
  const elapsed = now.getTime() - at;
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
