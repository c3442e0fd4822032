import { Hono } from 'hono';
import { z } from 'zod';
import { SECURITY_LOG_ACTOR_MAX } from '../../../domain/admin.js';
import { pageQueryFields } from '../../../domain/paging.js';
import { allow } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  findSecurityActions,
  findSecurityEvents,
  getDashboardStats,
  getSubscriptionsOverview,
} from './admin.service.js';

const pageQuery = pageQueryFields({ defaultLimit: 50 });

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

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
  actor: z
    .string()
    .trim()
    .max(SECURITY_LOG_ACTOR_MAX, `Actor must be ${SECURITY_LOG_ACTOR_MAX} characters or fewer.`)
    // A NUL byte would reach PostgreSQL, which refuses it in text.
    .regex(NO_CONTROL_CHARACTERS, 'Actor must not contain control characters.')
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
  .get('/dashboard', allow('read:dashboard:any'), async (c) =>
    c.json(await getDashboardStats({ db: c.get('deps').database.db, actor: c.get('actor') })),
  )
  .get('/subscriptions', allow('read:dashboard:any'), async (c) =>
    c.json(
      await getSubscriptionsOverview({ db: c.get('deps').database.db, actor: c.get('actor') }),
    ),
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
  )
  .get('/security-events/actions', allow('read:security-log:any'), async (c) =>
    c.json(await findSecurityActions({ db: c.get('deps').database.db, actor: c.get('actor') })),
  );
