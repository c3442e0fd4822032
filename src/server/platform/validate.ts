import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.js';

/**
 * PostgreSQL's text cannot hold U+0000: a string with one failed its query with a 500
 * (issue 30 point 2, found by the write endpoints' fuzz). It is refused at the door.
 */
export const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * Nor can its JSON hold half of a UTF-16 pair (`"\udfff"`, which JSON may spell and a
 * JavaScript string may hold, but no browser form sends): a value kept as jsonb (an
 * audit row's before and after, a change request) failed its insert with a 500.
 */
export const UNPAIRED_MESSAGE = 'Text cannot contain half of a Unicode character pair.';

const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored as text, or null. */
function badText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return UNPAIRED.test(text) ? UNPAIRED_MESSAGE : null;
}

/** Whether PostgreSQL can hold `text`: an id that fails this names nothing, so is not found. */
export function isStorableText(text: string): boolean {
  return badText(text) === null;
}

/**
 * The first string (or key) in `value` that cannot be stored as text: its path (`_` for
 * `value` itself) and why, or null. Walks with its own stack: a body may be nested
 * thousands deep.
 */
export function badTextIn(value: unknown): { path: string; message: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      const message = badText(item);
      if (message) return { path: path || '_', message };
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const message = badText(key);
        if (message) return { path: path || '_', message };
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Refuses `value` with a 400 naming the field when a string in it cannot be stored as text. */
export function refuseBadText(value: unknown): void {
  const bad = badTextIn(value);
  if (bad) throw new AppError('validation', bad.message, { [bad.path]: bad.message });
}

/**
 * zod validation for a request part. A failure becomes a 400 whose message is the
 * first issue's message (the spec's text lives in the schema) and whose fields map
 * each invalid field to its message; a valid query or body with text PostgreSQL
 * cannot hold (badTextIn) gets the same.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) {
      // A path parameter is an id: one that cannot be stored names nothing, and its
      // service answers that in its own words (isStorableText), as for any unknown id.
      if (target !== 'param') refuseBadText(result.data);
      return;
    }
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? 'The request is not valid.';
    throw new AppError('validation', first, fields);
  });
}
