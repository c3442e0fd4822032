/**
 * URL slugs for businesses (DESIGN decision 4). The output always matches the
 * database check `^[a-z0-9]+(-[a-z0-9]+)*$`. Pure: no I/O.
 */

export const SLUG_MAX_LENGTH = 80;
const FALLBACK_SLUG = 'business';

/**
 * Letters and digits in lower case joined by single hyphens: 'Café  Joe's' ->
 * 'cafe-joes'. Empty when the text has neither.
 */
export function kebabWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "Café" -> "Cafe"
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '') // apostrophes join words: "Joe's" -> "joes"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugify(text: string): string {
  const slug = kebabWords(text).slice(0, SLUG_MAX_LENGTH).replace(/-+$/g, ''); // the cut may end on a hyphen
  return slug || FALLBACK_SLUG;
}

/**
 * Words a business slug may not be: /business/login and /business/portal are
 * pages, and /api/businesses/{home,featured,...} are search routes.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'login',
  'portal',
  'reset-password',
  'home',
  'featured',
  'search',
  'suggestions',
  'cities',
]);

/**
 * A slug not yet in `taken` and not reserved: `base`, then `base-2`, `base-3`, ...
 * (kept within the maximum length). Adds the result to `taken`.
 */
export function uniqueSlug(text: string, taken: Set<string>): string {
  const base = slugify(text);
  let slug = base;
  for (let n = 2; taken.has(slug) || RESERVED_SLUGS.has(slug); n++) {
    const suffix = `-${n}`;
    slug = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
  }
  taken.add(slug);
  return slug;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a 36-character hyphenated hex UUID (any version). */
export function isUuid(text: string): boolean {
  return text.length === 36 && UUID_PATTERN.test(text);
}
