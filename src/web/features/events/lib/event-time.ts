/**
 * Event dates and times as people in Bryan / College Station read them: in Central
 * time, whatever the visitor's own time zone.
 */
import { addDays, localDateOf, TIME_ZONE } from '#domain/time.js';

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

/** "Saturday, November 28, 2026 · 8:00 AM – 12:00 PM" */
export function whenText(startsAt: string, endsAt: string | null): string {
  return `${longDate(startsAt)} · ${timeRange(startsAt, endsAt)}`;
}

export type EventGroup = 'today' | 'week' | 'weekend' | 'later';

export const EVENT_GROUP_LABELS: Record<EventGroup, string> = {
  today: 'Today',
  week: 'Later this week',
  weekend: 'This weekend',
  later: 'Coming up',
};

/** 0 for Sunday to 6 for Saturday, of a 'YYYY-MM-DD' date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * Where /events lists an event, by its start's College Station day against `today`
 * (also a College Station day): today (or already running), the days before the
 * weekend, the weekend (the Saturday and Sunday that include or follow today), later.
 * The groups keep the list's order, soonest first.
 */
export function eventGroupOf(startsAt: string, today: string): EventGroup {
  const day = localDateOf(new Date(startsAt));
  if (day <= today) return 'today';
  const weekday = weekdayOf(today);
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
  if (day < saturday) return 'week';
  if (day <= addDays(saturday, 1)) return 'weekend';
  return 'later';
}

/** Consecutive runs of `items` in the same group, in order. */
export function groupEvents<T extends { startsAt: string }>(
  items: T[],
  today: string,
): { group: EventGroup; items: T[] }[] {
  const runs: { group: EventGroup; items: T[] }[] = [];
  for (const item of items) {
    const group = eventGroupOf(item.startsAt, today);
    const last = runs.at(-1);
    if (last?.group === group) last.items.push(item);
    else runs.push({ group, items: [item] });
  }
  return runs;
}
