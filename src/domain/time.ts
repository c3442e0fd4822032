/**
 * The directory's clock (DESIGN decision 19): everything a person reads or a limit
 * counts (hours, open now, event days and months, analytics days, report months) is
 * in Bryan / College Station time, declared once here; storage is UTC.
 *
 * The helpers below turn instants into College Station wall time and back with the
 * platform's own time-zone data (Intl), so daylight saving time is never computed by
 * hand: a month that starts in CST (UTC-6) ends in CDT (UTC-5).
 */
export const TIME_ZONE = 'America/Chicago';

const MINUTE = 60_000;

let partsFormat: Intl.DateTimeFormat | undefined;

/** Year, month, day, hour, minute and second of `instant` on College Station clocks. */
export function wallParts(instant: Date) {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes College Station clocks are ahead of UTC at `instant` (-300 in CDT, -360 in CST). */
export function offsetMinutesAt(instant: Date): number {
  const w = wallParts(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

/** The College Station date of `instant`, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date): string {
  const w = wallParts(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The College Station month of `instant`, 'YYYY-MM'. */
export function localMonthOf(instant: Date): string {
  return localDateOf(instant).slice(0, 7);
}

/** The College Station wall time of `instant` as a form's date-time field holds it, 'YYYY-MM-DDTHH:mm'. */
export function localDateTimeOf(instant: Date): string {
  const w = wallParts(instant);
  return `${localDateOf(instant)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `instant` as ISO 8601 with College Station's offset: '2027-03-14T13:00:00-05:00'. */
export function isoWithOffset(instant: Date): string {
  const offset = offsetMinutesAt(instant);
  const w = wallParts(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${localDateOf(instant)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * The instant a College Station wall time ('YYYY-MM-DDTHH:mm', or a date for its
 * midnight) names. Null when the text is no such time, or when the clocks skip it
 * (2:30 AM on the day daylight saving time starts). A time the clocks pass twice
 * (1:30 AM on the day it ends) is the first of the two, in daylight time.
 */
export function instantOfLocal(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  // The offsets in force half a day either side; the larger one (daylight time) first,
  // so a time the clocks pass twice is the earlier instant.
  const offsets = [
    ...new Set([
      offsetMinutesAt(new Date(asUtc - 12 * 60 * MINUTE)),
      offsetMinutesAt(new Date(asUtc + 12 * 60 * MINUTE)),
    ]),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const instant = new Date(asUtc - offset * MINUTE);
    const w = wallParts(instant);
    if (
      w.year === year &&
      w.month === month &&
      w.day === day &&
      w.hour === hour &&
      w.minute === minute
    ) {
      return instant;
    }
  }
  return null;
}

/** The date `days` after (or before) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first and the next month's first instants of a 'YYYY-MM' month in College Station. */
export function localMonthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${pad(year, 4)}-${pad(m + 1)}`;
  return {
    start: instantOfLocal(`${month}-01`) as Date,
    end: instantOfLocal(`${next}-01`) as Date,
  };
}

/** 'March 2027' for '2027-03'. */
export function monthLabel(month: string, locale = 'en-US'): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 15)).toLocaleString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
