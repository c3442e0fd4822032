/**
 * Values a hostile or broken client sends (issue 30 point 2): the strings, numbers and
 * shapes no form would, mixed into the requests the fuzzer builds from each endpoint's
 * schema. Every one of them must get a clear 4xx or be stored as plain text, never a 500.
 */
import fc from 'fast-check';

/** One mebibyte: the JSON body limit (BODY_LIMIT_BYTES' default), so a string this long is refused while it streams. */
export const ONE_MB = 1024 * 1024;

const HUGE = 'x'.repeat(ONE_MB);
/** Long enough to pass the body limit's check and hit every field's own limit. */
const LONG = 'é'.repeat(20_000);

/** Strings that have broken servers: control and edge-case Unicode, markup, SQL, paths. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  'lone \uDFFF low',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\u202Eevil',
  '\u200B\u200C\u200D',
  'e\u0301\u0301\u0301\u0301\u0301',
  '🇺🇸👩‍👩‍👧‍👦',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f\b',
  '\u001b[31mred',
  "'; DROP TABLE businesses; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(0)',
  '$1',
  '%s%s%n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '{{7*7}}',
  // A template placeholder, as text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the hostile value is this text
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b',
  'a@b.c',
  '@example.com',
  'x'.repeat(300),
  LONG,
];

/** Numbers at JSON's and Postgres' edges. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  5e-324,
];

/** Every JSON value a field of another type may get instead. */
export function wrongTypeValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constant([]),
    fc.constant({}),
    fc.constant([null, 1, 'a', {}]),
    // JSON.parse makes `__proto__` an own key, as a server's parser sees it.
    fc.constant(JSON.parse('{"__proto__":{"admin":true}}')),
    fc.constant(JSON.parse('{"constructor":{"prototype":{"admin":true}}}')),
  );
}

/** A hostile value of any kind (weighted toward strings, which most fields are). */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constant(HUGE) },
    { weight: 2, arbitrary: wrongTypeValue() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `levels` deep. */
export function deepJson(levels: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Prototype keys, written as JSON text so they reach the server as own keys. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** `body` as JSON with a prototype key added at its top (and inside `constructor`). */
export function withPrototypeKeys(body: unknown, key: (typeof PROTOTYPE_KEYS)[number]): string {
  const text = JSON.stringify(body) ?? 'null';
  const poison = `"${key}":{"isAdmin":true,"userType":"admin","prototype":{"polluted":1}}`;
  if (!text.startsWith('{')) return `{${poison}}`;
  return text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}`;
}
