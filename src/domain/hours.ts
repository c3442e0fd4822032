/**
 * Opening hours (issue 29): a weekly schedule, special dates and a note, as one model
 * stored beside the text owners type ('Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed').
 * The text is still what import and export read and write: `parseHoursText` reads it
 * (anything it cannot read becomes the note) and `formatHoursText` writes it back, so
 * either form can be made from the other. `openStatusAt` and `isOpenAt` answer 'is it
 * open now?' on College Station clocks (America/Chicago), see decision 034.
 */
import { wallParts } from './time.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' on a 24-hour clock; a close at or before the open is past midnight. */
export interface TimeRange {
  open: string;
  close: string;
}
/** A day: closed, open all day, or one to three ranges. */
export type DayHours = 'closed' | 'open24' | TimeRange[];

export interface SpecialDate {
  /** 'YYYY-MM-DD', a College Station date. */
  date: string;
  /** Replaces that date's weekly hours (ranges past midnight still end the next day). */
  hours: DayHours;
  note: string | null;
}

export interface OpeningHours {
  /** null: the text said nothing readable about that day (unknown). */
  week: Record<Weekday, DayHours | null>;
  special: SpecialDate[];
  /** What the text said that could not be read ('By appointment'). */
  note: string | null;
}

export const MAX_RANGES_A_DAY = 3;
export const MAX_SPECIAL_DATES = 30;
export const HOURS_NOTE_MAX = 500;
/** The text form's longest: a week, 30 special dates with notes and the note. */
export const HOURS_TEXT_MAX = 2000;
export const SPECIAL_NOTE_MAX = 80;

export const hoursMessages = {
  time: 'Times must be written as HH:MM (00:00 to 23:59)',
  sameTime: 'A time range must end at a different time than it starts',
  tooManyRanges: `A day can have at most ${MAX_RANGES_A_DAY} time ranges`,
  overlap: 'Time ranges on the same day must not overlap',
  tooManySpecial: `At most ${MAX_SPECIAL_DATES} special dates are allowed`,
  date: 'Special dates must be real dates (YYYY-MM-DD)',
  duplicateDate: 'Each special date can be listed only once',
  noteLength: (max: number) => `A note must be no more than ${max} characters long`,
  unreadable: 'Hours could not be read: use the weekly editor',
} as const;

/** 'HH:MM' on a 24-hour clock. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A range as minutes from the start of its day; the end may pass 1440 (midnight). */
function rangeMinutes(range: TimeRange): [number, number] {
  const open = minutesOf(range.open);
  let close = minutesOf(range.close);
  if (close <= open) close += 1440;
  return [open, close];
}

/** The first problem with a day's ranges, as its message, or null. */
export function dayHoursProblem(day: DayHours): string | null {
  if (!Array.isArray(day)) return null;
  if (day.length > MAX_RANGES_A_DAY) return hoursMessages.tooManyRanges;
  for (const range of day) {
    if (!TIME_PATTERN.test(range.open) || !TIME_PATTERN.test(range.close))
      return hoursMessages.time;
    if (range.open === range.close) return hoursMessages.sameTime;
  }
  const spans = day.map(rangeMinutes).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i][0] < spans[i - 1][1]) return hoursMessages.overlap;
  }
  return null;
}

export function emptyWeek(day: DayHours | null = null): Record<Weekday, DayHours | null> {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, DayHours | null>;
}

/** True when the model says nothing at all (no day, no special date, no note). */
export function isEmptyHours(hours: OpeningHours): boolean {
  return WEEKDAYS.every((d) => hours.week[d] === null) && !hours.special.length && !hours.note;
}

/** True when the model knows something about opening times (status can be computed). */
export function hasKnownHours(hours: OpeningHours | null | undefined): hours is OpeningHours {
  return !!hours && (WEEKDAYS.some((d) => hours.week[d] !== null) || hours.special.length > 0);
}

// ---------------------------------------------------------------------------
// The text form

const DAY_CODES: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

const DAY_SPEC = /^([a-z]{3})[a-z]*\.?(?:\s*[-–]\s*([a-z]{3})[a-z]*\.?)?$/i;
const TIME_WORD = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$|^(noon|midnight)$/i;
const SPECIAL_SPEC = /^(\d{4}-\d{2}-\d{2})\s*:\s*(.*)$/;

/** 'Mon', 'Monday' or 'Mon-Fri' as schema.org day codes ('Mo', 'Mo-Fr'), else undefined. */
function dayCode(text: string): string | undefined {
  const m = DAY_SPEC.exec(text.trim());
  if (!m) return undefined;
  const from = DAY_CODES[m[1].toLowerCase()];
  if (!m[2]) return from;
  const to = DAY_CODES[m[2].toLowerCase()];
  return from && to ? `${from}-${to}` : undefined;
}

/** 'Mon-Fri' -> ['mon'...'fri'] (a range may wrap: 'Sat-Mon'); 'Mon, Wed' -> both. */
function daysOf(text: string): Weekday[] | undefined {
  const days: Weekday[] = [];
  for (const part of text.split(',')) {
    const m = DAY_SPEC.exec(part.trim());
    if (!m) return undefined;
    const from = WEEKDAYS.indexOf(m[1].toLowerCase() as Weekday);
    const to = m[2] ? WEEKDAYS.indexOf(m[2].toLowerCase() as Weekday) : from;
    if (from < 0 || to < 0) return undefined;
    for (let i = from; ; i = (i + 1) % 7) {
      days.push(WEEKDAYS[i]);
      if (i === to) break;
    }
  }
  return days;
}

/** Splits on commas and new lines, except inside parentheses (a special date's note). */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if ((ch === ',' || ch === '\n' || ch === ';') && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/**
 * 'Mon, Wed, Fri: 8AM-6PM, Sat: Closed' -> ['Mon, Wed, Fri: 8AM-6PM', 'Sat: Closed']: a
 * comma also separates days, so bare days join the entry that follows them.
 */
export function hoursEntries(hours: string): string[] {
  const entries: string[] = [];
  let days: string[] = [];
  for (const part of splitParts(hours)) {
    const text = part.trim();
    if (!text) continue;
    if (dayCode(text)) {
      days.push(text);
      continue;
    }
    entries.push(days.length ? `${days.join(', ')}, ${text}` : text);
    days = [];
  }
  if (days.length) entries.push(days.join(', '));
  return entries;
}

export interface HoursRow {
  days: string | null;
  time: string;
}

/** The entries as rows of days and time, for a readable table. */
export function hoursRows(hours: string): HoursRow[] {
  return hoursEntries(hours).map((entry) => {
    // '9:30AM' is a time, not a separator: a day part never ends in a digit.
    const colon = entry.search(/(?<!\d):/);
    return colon > 0
      ? { days: entry.slice(0, colon).trim(), time: entry.slice(colon + 1).trim() }
      : { days: null, time: entry };
  });
}

/** '7AM', '7:30 pm', 'noon' -> '07:00', '19:30', '12:00'; else undefined. */
function readTime(text: string): string | undefined {
  const m = TIME_WORD.exec(text.trim());
  if (!m) return undefined;
  if (m[4]) return m[4].toLowerCase() === 'noon' ? '12:00' : '00:00';
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  const h = (hour % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * 'Closed', 'Open 24 hours', '9AM-12PM & 1PM-5PM' -> the day's hours; else undefined.
 * Ranges that read but break a rule (overlapping, too many) are reported to `problems`.
 */
function readDayHours(text: string, problems?: string[]): DayHours | undefined {
  const t = text.trim();
  if (/^closed$/i.test(t)) return 'closed';
  if (/^(open )?24 hours$/i.test(t)) return 'open24';
  const ranges: TimeRange[] = [];
  for (const part of t.split(/\s*(?:&|\/|\band\b|\+)\s*/i)) {
    const sides = part.split(/\s*(?:[-–]|\bto\b)\s*/i);
    if (sides.length !== 2) return undefined;
    const open = readTime(sides[0]);
    const close = readTime(sides[1]);
    if (!open || !close) return undefined;
    ranges.push({ open, close });
  }
  const problem = ranges.length ? dayHoursProblem(ranges) : null;
  if (problem) problems?.push(problem);
  return ranges.length && !problem ? ranges : undefined;
}

/**
 * The text as the model. Days the text names with readable hours get them; days it
 * does not name are closed once any day is readable; entries it cannot read
 * ('Sat: By appointment') leave their days unknown and are kept, as written, in the
 * note. 'Open 24 hours' on its own opens every day; what follows it is the note.
 */
export function parseHoursText(text: string | null | undefined): OpeningHours {
  return readHoursText(text, undefined);
}

/** parseHoursText, reporting to `problems` where the text reads as hours but breaks a rule. */
export function readHoursText(
  text: string | null | undefined,
  problems: string[] | undefined,
): OpeningHours {
  const hours: OpeningHours = { week: emptyWeek(), special: [], note: null };
  if (!text?.trim()) return hours;
  const unread: string[] = [];
  const named = new Set<Weekday>();
  let allDay = false;
  for (const entry of hoursEntries(text)) {
    if (allDay) {
      unread.push(entry);
      continue;
    }
    const allDayMatch = /^open 24 hours\b\s*(.*)$/i.exec(entry);
    if (allDayMatch && named.size === 0) {
      allDay = true;
      hours.week = emptyWeek('open24');
      if (allDayMatch[1]) unread.push(entry);
      continue;
    }
    const special = SPECIAL_SPEC.exec(entry);
    if (special) {
      const note = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(special[2]);
      const day = readDayHours(note ? note[1] : special[2], problems);
      const valid = isValidDate(special[1]);
      const repeated = hours.special.some((s) => s.date === special[1]);
      if (!valid) problems?.push(hoursMessages.date);
      if (repeated) problems?.push(hoursMessages.duplicateDate);
      if (day && valid && !repeated) {
        hours.special.push({ date: special[1], hours: day, note: note?.[2].trim() || null });
      } else unread.push(entry);
      continue;
    }
    const colon = entry.search(/(?<!\d):/);
    const days = colon > 0 ? daysOf(entry.slice(0, colon)) : undefined;
    if (!days) {
      unread.push(entry);
      continue;
    }
    for (const d of days) named.add(d);
    const day = readDayHours(entry.slice(colon + 1), problems);
    if (!day) unread.push(entry);
    for (const d of days) hours.week[d] = day ?? null;
  }
  if (!allDay && named.size > 0) {
    for (const d of WEEKDAYS) if (!named.has(d)) hours.week[d] = 'closed';
  }
  hours.special.sort((a, b) => a.date.localeCompare(b.date));
  hours.note = unread.length ? unread.join(', ') : null;
  return hours;
}

/** True when the text was read in full: nothing went to the note. */
export function readsFully(text: string): boolean {
  const hours = parseHoursText(text);
  return hours.note === null && hasKnownHours(hours);
}

/** '07:00' -> '7AM', '19:30' -> '7:30PM' (the text form's way of writing times). */
function textTime(time: string): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'AM' : 'PM'}`;
}

function dayText(day: DayHours): string {
  if (day === 'closed') return 'Closed';
  if (day === 'open24') return 'Open 24 hours';
  return day.map((r) => `${textTime(r.open)}-${textTime(r.close)}`).join(' & ');
}

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/**
 * The model as text, consecutive days with the same hours joined ('Mon-Fri: 7AM-7PM,
 * Sat: 8AM-4PM, Sun: Closed'), then special dates ('2026-12-25: Closed (Christmas)'),
 * then the note. `parseHoursText` reads it back to the same model.
 */
export function formatHoursText(hours: OpeningHours): string {
  const entries: string[] = [];
  const known = WEEKDAYS.filter((d) => hours.week[d] !== null);
  if (known.length === 7 && WEEKDAYS.every((d) => hours.week[d] === 'open24')) {
    entries.push('Open 24 hours');
  } else {
    let i = 0;
    while (i < 7) {
      const day = hours.week[WEEKDAYS[i]];
      if (day === null) {
        i++;
        continue;
      }
      const text = dayText(day);
      let j = i;
      while (j + 1 < 7 && hours.week[WEEKDAYS[j + 1]] !== null) {
        const next = hours.week[WEEKDAYS[j + 1]] as DayHours;
        if (dayText(next) !== text) break;
        j++;
      }
      const days =
        j === i ? DAY_LABELS[WEEKDAYS[i]] : `${DAY_LABELS[WEEKDAYS[i]]}-${DAY_LABELS[WEEKDAYS[j]]}`;
      entries.push(`${days}: ${text}`);
      i = j + 1;
    }
  }
  for (const s of [...hours.special].sort((a, b) => a.date.localeCompare(b.date))) {
    const note = s.note ? ` (${s.note.replace(/[()]/g, '')})` : '';
    entries.push(`${s.date}: ${dayText(s.hours)}${note}`);
  }
  if (hours.note) entries.push(hours.note);
  return entries.join(', ');
}

// ---------------------------------------------------------------------------
// schema.org

const SCHEMA_DAYS: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string | string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
  description?: string;
}

function specsOf(day: DayHours): Array<{ opens: string; closes: string }> {
  // schema.org: closed is opens = closes = 00:00; all day is 00:00 to 23:59.
  if (day === 'closed') return [{ opens: '00:00', closes: '00:00' }];
  if (day === 'open24') return [{ opens: '00:00', closes: '23:59' }];
  return day.map((r) => ({ opens: r.open, closes: r.close }));
}

/** schema.org openingHoursSpecification: one entry per distinct range, listing its days. */
export function openingHoursSpecification(
  hours: OpeningHours | null | undefined,
): OpeningHoursSpecification[] {
  if (!hours) return [];
  const byRange = new Map<string, Weekday[]>();
  for (const d of WEEKDAYS) {
    const day = hours.week[d];
    if (day === null || day === 'closed') continue;
    for (const spec of specsOf(day)) {
      const key = `${spec.opens}-${spec.closes}`;
      byRange.set(key, [...(byRange.get(key) ?? []), d]);
    }
  }
  return [...byRange].map(([key, days]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? SCHEMA_DAYS[days[0]] : days.map((d) => SCHEMA_DAYS[d]),
    opens: key.slice(0, 5),
    closes: key.slice(6),
  }));
}

/** schema.org specialOpeningHoursSpecification for the special dates from `today` on. */
export function specialOpeningHoursSpecification(
  hours: OpeningHours | null | undefined,
  today: string,
): OpeningHoursSpecification[] {
  if (!hours) return [];
  return hours.special
    .filter((s) => s.date >= today)
    .flatMap((s) =>
      specsOf(s.hours).map((spec) => ({
        '@type': 'OpeningHoursSpecification' as const,
        ...spec,
        validFrom: s.date,
        validThrough: s.date,
        ...(s.note ? { description: s.note } : {}),
      })),
    );
}

/** 'Mon-Fri: 7AM-7PM, Sat: 8AM-4PM' -> ['Mo-Fr 07:00-19:00', 'Sa 08:00-16:00'] (old text spec). */
export function openingHoursSpec(hours: string | null | undefined): string[] {
  if (!hours) return [];
  const model = parseHoursText(hours);
  if (WEEKDAYS.every((d) => model.week[d] === 'open24')) return ['Mo-Su'];
  return hoursEntries(hours).flatMap((entry) => {
    const colon = entry.search(/(?<!\d):/);
    if (colon < 0) return [];
    const codes = entry
      .slice(0, colon)
      .split(',')
      .map((part) => dayCode(part));
    const day = readDayHours(entry.slice(colon + 1));
    if (!codes.every(Boolean) || !Array.isArray(day) || day.length !== 1) return [];
    return [`${codes.join(',')} ${day[0].open}-${day[0].close}`];
  });
}

// ---------------------------------------------------------------------------
// Open now

/** A College Station wall time: the one Intl lookup `isOpenAt` needs per instant. */
export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** The date before, 'YYYY-MM-DD'. */
  yesterday: string;
  /** 0 is Monday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
  /** Minutes since Monday's midnight: weekday * 1440 + minute. */
  minuteOfWeek: number;
  /** Minutes College Station is ahead of UTC (-300 in CDT, -360 in CST). */
  offset: number;
}

/** `instant` on College Station clocks. */
export function wallTimeAt(instant: Date | number): WallTime {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const { year, month, day, hour, minute } = wallParts(new Date(ms));
  const midnightUtc = Date.UTC(year, month - 1, day);
  const asUtc = midnightUtc + (hour * 60 + minute) * 60_000;
  return {
    date: new Date(midnightUtc).toISOString().slice(0, 10),
    yesterday: new Date(midnightUtc - 86_400_000).toISOString().slice(0, 10),
    weekday: (new Date(midnightUtc).getUTCDay() + 6) % 7,
    minute: hour * 60 + minute,
    minuteOfWeek: ((new Date(midnightUtc).getUTCDay() + 6) % 7) * 1440 + hour * 60 + minute,
    offset: Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000),
  };
}

/**
 * The model as flat numbers for fast checks: per weekday and per special date, the
 * day's spans as [start, end) minutes from its midnight (an end past 1440 runs into
 * the next day). Unknown days are null.
 */
export interface CompiledHours {
  week: Array<number[] | null>;
  special: Map<string, number[]>;
  /**
   * The week alone as [start, end) pairs of minutes since Monday's midnight, sorted, a
   * span past Sunday midnight split in two: what a check without special dates reads.
   */
  weekSpans: number[];
}

const WEEK_MINUTES = 7 * 1440;

function weekSpansOf(week: Array<number[] | null>): number[] {
  const spans: Array<[number, number]> = [];
  week.forEach((day, index) => {
    for (let i = 0; day && i < day.length; i += 2) {
      const start = index * 1440 + day[i];
      const end = index * 1440 + day[i + 1];
      if (end <= WEEK_MINUTES) spans.push([start, end]);
      else spans.push([start, WEEK_MINUTES], [0, end - WEEK_MINUTES]);
    }
  });
  spans.sort((a, b) => a[0] - b[0]);
  return spans.flat();
}

function spansOf(day: DayHours): number[] {
  if (day === 'closed') return [];
  if (day === 'open24') return [0, 1440];
  return day
    .map(rangeMinutes)
    .sort((a, b) => a[0] - b[0])
    .flat();
}

export function compileHours(hours: OpeningHours): CompiledHours {
  const week = WEEKDAYS.map((d) => {
    const day = hours.week[d];
    return day === null ? null : spansOf(day);
  });
  return {
    week,
    special: new Map(hours.special.map((s) => [s.date, spansOf(s.hours)])),
    weekSpans: weekSpansOf(week),
  };
}

/** An hours text compiled for open-now checks, or null when it says nothing readable. */
export function compiledHoursOf(text: string): CompiledHours | null {
  const hours = parseHoursText(text);
  return hasKnownHours(hours) ? compileHours(hours) : null;
}

/** Open at the wall time: today's spans, or yesterday's spans that run past midnight. */
export function isOpenAtWall(compiled: CompiledHours, wall: WallTime): boolean {
  // Most businesses have no special date today or yesterday: integers only, then.
  const specials = compiled.special.size > 0;
  if (!specials || !(compiled.special.has(wall.date) || compiled.special.has(wall.yesterday))) {
    const spans = compiled.weekSpans;
    const t = wall.minuteOfWeek;
    for (let i = 0; i < spans.length; i += 2) {
      if (t < spans[i]) return false;
      if (t < spans[i + 1]) return true;
    }
    return false;
  }
  const today = compiled.special.get(wall.date) || compiled.week[wall.weekday];
  if (today) {
    for (let i = 0; i < today.length; i += 2) {
      if (wall.minute >= today[i] && wall.minute < today[i + 1]) return true;
    }
  }
  const yesterday = compiled.special.get(wall.yesterday) || compiled.week[(wall.weekday + 6) % 7];
  if (yesterday) {
    const t = wall.minute + 1440;
    for (let i = 0; i < yesterday.length; i += 2) {
      if (t >= yesterday[i] && t < yesterday[i + 1]) return true;
    }
  }
  return false;
}

/** Open at `instant`? For many businesses at one instant, use wallTimeAt + isOpenAtWall. */
export function isOpenAt(
  hours: OpeningHours | CompiledHours | null | undefined,
  instant: Date | number | WallTime,
): boolean {
  if (!hours) return false;
  const compiled =
    'special' in hours && hours.special instanceof Map
      ? (hours as CompiledHours)
      : compileHours(hours as OpeningHours);
  const wall = typeof instant === 'object' && 'minute' in instant ? instant : wallTimeAt(instant);
  return isOpenAtWall(compiled, wall);
}

export const CLOSING_SOON_MINUTES = 30;

/** A wall-clock moment: a College Station date and minutes from its midnight. */
export interface WallMoment {
  date: string;
  weekday: number;
  minute: number;
}

export type OpenStatus =
  | { state: 'open'; closesAt: WallMoment | null }
  | { state: 'closingSoon'; closesAt: WallMoment }
  | { state: 'closed'; opensAt: WallMoment | null }
  | { state: 'unknown' };

const HORIZON_DAYS = 8;

/**
 * Open, closing soon (within 30 minutes), closed (and when it opens next) or unknown
 * at `instant`. Computed on wall-clock minutes (what a sign on the door says), so a
 * range passes midnight, special dates replace their weekday, and the DST days work:
 * the clocks never read 2:30 on 8 March 2026, and read 1:30 twice on 1 November.
 * 'Closing soon' counts real minutes: the wall-clock gap minus the offset's change.
 */
export function openStatusAt(
  hours: OpeningHours | null | undefined,
  instant: Date | number,
): OpenStatus {
  if (!hasKnownHours(hours)) return { state: 'unknown' };
  const compiled = compileHours(hours);
  const wall = wallTimeAt(instant);
  // Spans on one line of minutes from yesterday's midnight, over the next week.
  const spans: Array<[number, number]> = [];
  const dayAt = (offset: number) => {
    const date = addDaysTo(wall.date, offset);
    const weekday = (wall.weekday + offset + 7 * 2) % 7;
    return { date, weekday, spans: compiled.special.get(date) ?? compiled.week[weekday] };
  };
  const today = dayAt(0);
  if (today.spans === null && !isOpenAtWall(compiled, wall)) return { state: 'unknown' };
  for (let offset = -1; offset < HORIZON_DAYS; offset++) {
    const day = dayAt(offset);
    if (!day.spans) continue;
    const base = (offset + 1) * 1440;
    for (let i = 0; i < day.spans.length; i += 2) {
      spans.push([base + day.spans[i], base + day.spans[i + 1]]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  // Spans that touch or overlap are one opening (open 24 hours day after day).
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const now = 1440 + wall.minute;
  const moment = (t: number): WallMoment => {
    const offset = Math.floor(t / 1440) - 1;
    return {
      date: addDaysTo(wall.date, offset),
      weekday: (wall.weekday + offset + 14) % 7,
      minute: t - (offset + 1) * 1440,
    };
  };
  const current = merged.find(([start, end]) => start <= now && now < end);
  if (current) {
    if (current[1] >= (HORIZON_DAYS + 1) * 1440 - 1440) return { state: 'open', closesAt: null };
    const closesAt = moment(current[1]);
    const realGap = current[1] - now - (offsetAtWall(closesAt) - wall.offset);
    return realGap <= CLOSING_SOON_MINUTES
      ? { state: 'closingSoon', closesAt }
      : { state: 'open', closesAt };
  }
  const next = merged.find(([start]) => start > now);
  return { state: 'closed', opensAt: next ? moment(next[0]) : null };
}

function addDaysTo(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The offset in force at a wall moment, by the U.S. rule (second Sunday of March and
 * first Sunday of November at 2 AM): only used to count real minutes to a closing.
 */
function offsetAtWall(moment: WallMoment): number {
  const [y] = moment.date.split('-').map(Number);
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(y, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (nth - 1) * 7;
  };
  const start = `${y}-03-${String(sunday(2, 2)).padStart(2, '0')}`;
  const end = `${y}-11-${String(sunday(10, 1)).padStart(2, '0')}`;
  const afterStart = moment.date > start || (moment.date === start && moment.minute >= 120);
  const beforeEnd = moment.date < end || (moment.date === end && moment.minute < 120);
  return afterStart && beforeEnd ? -300 : -360;
}
