/**
 * Event dates and times as people in Bryan / College Station read them: in Central
 * time, whatever the visitor's own time zone.
 */
import { addDays, localDateOf, TIME_ZONE } from '#domain/time.js';
import { formatDate } from '#web/lib/i18n.js';

/** Each in the page's language ('Nov' / 'nov'), always in College Station's time zone. */
const MONTH = { timeZone: TIME_ZONE, month: 'short' } as const;
const DAY = { timeZone: TIME_ZONE, day: 'numeric' } as const;
const WEEKDAY = { timeZone: TIME_ZONE, weekday: 'short' } as const;
const DATE = {
  timeZone: TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
} as const;
const TIME = { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' } as const;
/** 'Nov 29, 8:00 AM' / '29 nov, 8:00 a.m.': an end on another day than its start. */
const DAY_AND_TIME = { ...MONTH, ...DAY, ...TIME } as const;
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });

export interface DateBadge {
  month: string;
  day: string;
  weekday: string;
}

export function dateBadge(iso: string): DateBadge {
  const date = new Date(iso);
  return {
    month: formatDate(date, MONTH),
    day: formatDate(date, DAY),
    weekday: formatDate(date, WEEKDAY),
  };
}

/** "Saturday, November 28, 2026" */
export function longDate(iso: string): string {
  return formatDate(new Date(iso), DATE);
}

/** "8:00 AM – 12:00 PM", or the start alone; an end on another day carries its date. */
export function timeRange(startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt);
  const from = formatDate(start, TIME);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const sameDay = dayKeyFormat.format(start) === dayKeyFormat.format(end);
  const to = formatDate(end, sameDay ? TIME : DAY_AND_TIME);
  return `${from} – ${to}`;
}

/** "Saturday, November 28, 2026 · 8:00 AM – 12:00 PM" */
export function whenText(startsAt: string, endsAt: string | null): string {
  return `${longDate(startsAt)} · ${timeRange(startsAt, endsAt)}`;
}

export type EventGroup = 'today' | 'week' | 'weekend' | 'later';

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
