import { Hono } from 'hono';
import { z } from 'zod';
import { pageQueryFields } from '../../../domain/paging.js';
import { allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { findPendingClaims, findSecurityEvents } from './admin.service.js';

const pageQuery = pageQueryFields({ defaultLimit: 50 });

/** A date (YYYY-MM-DD, midnight UTC) or an ISO 8601 date and time. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isRealDate(value: string): boolean {
  const time = Date.parse(value);
  // Date.parse rolls 2024-02-31 over to March; a plain date must come back unchanged.
  return (
    !Number.isNaN(time) && (value.length > 10 || new Date(time).toISOString().startsWith(value))
  );
}

const dateParam = (label: string) =>
  z
    .string()
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 date and time.`)
    .refine(isRealDate, `${label} is not a real date.`)
    .transform((v) => new Date(v))
    .optional();

const securityEventsQuery = z.object({
  action: z
    .string()
    .max(100, 'Action must be 100 characters or fewer.')
    .regex(/^[a-z0-9_]*$/, 'Action format is invalid')
    .optional()
    .transform((v) => v || undefined),
  success: z
    .enum(['true', 'false'], { message: 'Success must be true or false.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  from: dateParam('From'),
  to: dateParam('To'),
  ...pageQuery,
});

/**
 * /api/admin: admin-only reads for this issue's screens. Each handler checks the
 * role itself: a middleware here would also run for other features' /admin routes.
 */
export const adminRoutes = new Hono<AppEnv>()
  .get(
    '/claims',
    allow('read:change-request:any'),
    validate('query', z.object(pageQuery)),
    async (c) => {
      const page = c.req.valid('query');
      return c.json(
        await findPendingClaims({ db: c.get('deps').database.db, actor: c.get('actor'), page }),
      );
    },
  )
  .get(
    '/security-events',
    allow('read:security-log:any'),
    validate('query', securityEventsQuery),
    async (c) => {
      const { limit, offset, ...filter } = c.req.valid('query');
      return c.json(
        await findSecurityEvents({
          db: c.get('deps').database.db,
          actor: c.get('actor'),
          filter,
          page: { limit, offset },
        }),
      );
    },
  );
