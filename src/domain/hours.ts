/**
 * Opening hours as owners type them ('Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed'),
 * read once for the profile's table (web) and schema.org's openingHours (server).
 */

const DAY_CODES: Record<string, string> = {
  mon: 'Mo',
  tue: 'Tu',
  wed: 'We',
  thu: 'Th',
  fri: 'Fr',
  sat: 'Sa',
  sun: 'Su',
};

const DAY_SPEC = /^([a-z]{3})[a-z]*(?:\s*-\s*([a-z]{3})[a-z]*)?$/i;
const TIME_RANGE = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)\s*-\s*(\d{1,2})(?::(\d{2}))?\s*([ap]m)$/i;

/** 'Mon', 'Monday' or 'Mon-Fri' as schema.org day codes ('Mo', 'Mo-Fr'), else undefined. */
function dayCode(text: string): string | undefined {
  const m = DAY_SPEC.exec(text.trim());
  if (!m) return undefined;
  const from = DAY_CODES[m[1].toLowerCase()];
  if (!m[2]) return from;
  const to = DAY_CODES[m[2].toLowerCase()];
  return from && to ? `${from}-${to}` : undefined;
}

/**
 * 'Mon, Wed, Fri: 8AM-6PM, Sat: Closed' -> ['Mon, Wed, Fri: 8AM-6PM', 'Sat: Closed']: a
 * comma also separates days, so bare days join the entry that follows them.
 */
export function hoursEntries(hours: string): string[] {
  const entries: string[] = [];
  let days: string[] = [];
  for (const part of hours.split(/,|\n/)) {
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

function to24h(hour: string, minutes: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minutes ?? '00'}`;
}

function dayCodes(text: string): string | undefined {
  const codes = text.split(',').map(dayCode);
  return codes.every(Boolean) ? codes.join(',') : undefined;
}

/**
 * 'Mon-Fri: 7AM-7PM, Sat: 8AM-4PM, Sun: Closed' -> ['Mo-Fr 07:00-19:00', 'Sa 08:00-16:00'],
 * schema.org's openingHours format. Entries it cannot read ('By appointment') are left out.
 */
export function openingHoursSpec(hours: string | null | undefined): string[] {
  if (!hours) return [];
  const entries = hoursEntries(hours);
  if (entries.some((entry) => /^open 24 hours/i.test(entry))) return ['Mo-Su'];
  return entries.flatMap((entry) => {
    const colon = entry.search(/:(?!\d{2}\s*[ap]m)/i);
    if (colon < 0) return [];
    const days = dayCodes(entry.slice(0, colon));
    const time = TIME_RANGE.exec(entry.slice(colon + 1).trim());
    if (!days || !time) return [];
    return [`${days} ${to24h(time[1], time[2], time[3])}-${to24h(time[4], time[5], time[6])}`];
  });
}
