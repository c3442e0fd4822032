/**
 * Event dates and times as people in Bryan / College Station read them: in Central
 * time, whatever the visitor's own time zone.
 */
import { TIME_ZONE } from '#domain/time.js';

const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, month: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, day: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });

export interface DateBadge {
  month: string;
  day: string;
  weekday: string;
}

export function dateBadge(iso: string): DateBadge {
  const date = new Date(iso);
  return {
    month: monthFormat.format(date),
    day: dayFormat.format(date),
    weekday: weekdayFormat.format(date),
  };
}

/** "Saturday, November 28, 2026" */
export function longDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "8:00 AM – 12:00 PM", or the start alone; an end on another day carries its date. */
export function timeRange(startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt);
  const from = timeFormat.format(start);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const sameDay = dayKeyFormat.format(start) === dayKeyFormat.format(end);
  const to = sameDay
    ? timeFormat.format(end)
    : `${monthFormat.format(end)} ${dayFormat.format(end)}, ${timeFormat.format(end)}`;
  return `${from} – ${to}`;
}
