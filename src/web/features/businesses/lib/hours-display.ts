import type { HoursRow } from '#domain/hours.js';
import { currentLanguage, formatDate } from '#web/lib/i18n.js';
import { t } from '../i18n';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** 'Mon', 'Monday', 'Tues.': a day as owners write it, by its first three letters. */
const DAY = /^([a-z]{3})[a-z]*\.?$/i;

/** The page's short name of a day (0 is Monday): 'lun', 'mar'... */
function dayName(index: number, long: boolean): string {
  // 1 January 2024 was a Monday.
  return formatDate(new Date(2024, 0, 1 + index), { weekday: long ? 'long' : 'short' });
}

/**
 * 'Mon-Fri' or 'Sat, Sun' in the page's language ('lun-vie', 'sáb, dom'), when every
 * part is a day name; anything else the owner wrote stays as written.
 */
function daysInLanguage(days: string): string {
  const translatedDay = (text: string): string | null => {
    const match = DAY.exec(text.trim());
    const word = match?.[0].replace('.', '').toLowerCase() ?? '';
    const index = DAYS.findIndex((day) => day.startsWith(word.slice(0, 3)));
    if (!match || index < 0 || !DAYS[index].startsWith(word)) return null;
    // A day written in full reads in full ('Monday' -> 'lunes').
    return dayName(index, word === DAYS[index]);
  };
  const parts = days.split(',').map((part) => {
    const range = part.split(/\s*[-–]\s*/);
    if (range.length > 2) return null;
    const names = range.map(translatedDay);
    return names.every(Boolean) ? names.join('-') : null;
  });
  if (parts.some((part) => part === null)) return days;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The profile's hours rows as the reader's language writes the parts the site
 * understands (day names, 'Closed'); an English page shows the owner's text as typed.
 */
export function hoursForPage(rows: HoursRow[]): HoursRow[] {
  if (currentLanguage() === 'en') return rows;
  return rows.map((row) => ({
    days: row.days && daysInLanguage(row.days),
    time: /^closed$/i.test(row.time.trim()) ? t('businesses.hours.closed') : row.time,
  }));
}
