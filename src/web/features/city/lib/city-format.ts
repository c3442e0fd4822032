/** '/city/college-station' -> 'College Station' (spec: hyphens in the parameter become spaces). */
export function cityNameFromParam(param: string): string {
  return param
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The spec's wording, kept literally. */
export function cityCountText(total: number, city: string): string {
  return total > 0
    ? `Found ${total} local business(es) in ${city}`
    : `No businesses found in ${city} yet. Check back soon!`;
}

export function addressLine(parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function businessPath(business: { id: string; slug?: string | null }): string {
  return `/business/${encodeURIComponent(business.slug || business.id)}`;
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
