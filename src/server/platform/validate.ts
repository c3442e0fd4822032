import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error.js';

/**
 * zod validation for a request part. A failure becomes a 400 whose message is the
 * first issue's message (the spec's text lives in the schema) and whose fields map
 * each invalid field to its message.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? 'The request is not valid.';
    throw new AppError('validation', first, fields);
  });
}
