import type { BusinessProfile } from '../api/get-business-profile';

/** The page title; the server renders the same one into the HTML. */
export function profilePageTitle(business: Pick<BusinessProfile, 'name' | 'category' | 'city'>) {
  const { name, category, city } = business;
  const kind = category && city ? `${category} in ${city}` : (category ?? city);
  return kind ? `${name} · ${kind}` : name;
}

/** 'address, city, state, zip_code' joined with commas, empty parts left out. */
export function addressLine(
  business: Pick<BusinessProfile, 'address' | 'city' | 'state' | 'zipCode'>,
): string {
  return [business.address, business.city, business.state, business.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Google Maps directions with the address as the destination. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** 'https://www.joes.example/' -> 'joes.example', for link text. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export interface HoursRow {
  days: string | null;
  time: string;
}

const DAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*(\s*-\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?$/i;

/**
 * 'Mon, Wed, Fri: 8AM-6PM, Sun: Closed' -> rows of days and time, for a readable
 * table. A comma also separates days, so bare days join the entry after them.
 */
export function hoursRows(hours: string): HoursRow[] {
  const entries: string[] = [];
  let days: string[] = [];
  for (const part of hours.split(/,|\n/)) {
    const text = part.trim();
    if (!text) continue;
    if (DAY.test(text)) {
      days.push(text);
      continue;
    }
    entries.push(days.length ? `${days.join(', ')}, ${text}` : text);
    days = [];
  }
  if (days.length) entries.push(days.join(', '));
  return entries.map((entry) => {
    // '9:30AM' is a time, not a separator: a day part never ends in a digit.
    const colon = entry.search(/(?<!\d):/);
    return colon > 0
      ? { days: entry.slice(0, colon).trim(), time: entry.slice(colon + 1).trim() }
      : { days: null, time: entry };
  });
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
