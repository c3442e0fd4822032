import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../../domain/validation.js';
import { allow } from '../../platform/auth/guards.js';
import { clientIp } from '../../platform/client-ip.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { getAnalyticsOverview, PAGE_MAX_LENGTH, trackPageView } from './analytics.service.js';

/** Referrers longer than this are junk; the stored one is cut to its origin and path. */
const REFERRER_INPUT_MAX = 2000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

const pageViewSchema = z.object({
  page: z
    .string({ error: messages.required('Page') })
    .trim()
    .min(1, messages.required('Page'))
    .max(PAGE_MAX_LENGTH, messages.maxLength('Page', PAGE_MAX_LENGTH))
    .regex(/^\/(?!\/)/, messages.pattern('Page'))
    .regex(NO_CONTROL_CHARACTERS, messages.pattern('Page'))
    // The path only: a query string may carry what a visitor typed.
    .transform((page) => page.replace(/[?#].*$/s, '') || '/'),
  referrer: z
    .string()
    .max(REFERRER_INPUT_MAX, messages.maxLength('Referrer', REFERRER_INPUT_MAX))
    .regex(NO_CONTROL_CHARACTERS, messages.pattern('Referrer'))
    .nullish(),
});

export const analyticsRoutes = new Hono<AppEnv>().post(
  '/page-view',
  validate('json', pageViewSchema),
  async (c) => {
    const { database, logger } = c.get('deps');
    const { page, referrer } = c.req.valid('json');
    await trackPageView({ db: database.db, logger, clientIp: clientIp(c), page, referrer });
    return c.body(null, 204);
  },
);

/** /api/admin/analytics: the Analytics tab's numbers. */
export const analyticsAdminRoutes = new Hono<AppEnv>().get(
  '/',
  allow('read:analytics:any'),
  async (c) =>
    c.json(await getAnalyticsOverview({ db: c.get('deps').database.db, actor: c.get('actor') })),
);
