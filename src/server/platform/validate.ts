import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.js';

/**
 * PostgreSQL's text cannot hold U+0000: a string with one failed its query with a 500
 * (issue 30 point 2, found by the write endpoints' fuzz). It is refused at the door.
 */
export const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * The path of the first string in `value` that holds U+0000 (`_` for `value` itself),
 * or null. Walks with its own stack: a body may be nested thousands deep.
 */
export function nulPathOf(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || '_';
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return path || '_';
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Refuses `value` with a 400 naming the field when any string in it holds U+0000. */
export function refuseNul(value: unknown): void {
  const path = nulPathOf(value);
  if (path !== null) throw new AppError('validation', NUL_MESSAGE, { [path]: NUL_MESSAGE });
}

/** Refuses an address whose path or query holds an encoded U+0000 (`%00`), on every route. */
export const refuseNulInAddress: MiddlewareHandler = async (c, next) => {
  if (c.req.url.includes('%00')) throw new AppError('validation', NUL_MESSAGE);
  await next();
};

/**
 * zod validation for a request part. A failure becomes a 400 whose message is the
 * first issue's message (the spec's text lives in the schema) and whose fields map
 * each invalid field to its message; a valid part holding U+0000 gets the same.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) {
      refuseNul(result.data);
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
