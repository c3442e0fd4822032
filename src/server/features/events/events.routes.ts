import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listUpcomingEvents } from './events.service.js';

const PAGE_SIZE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more.';

const listQuery = z.object({
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PAGE_SIZE_MAX, LIMIT_MESSAGE)
    .default(50),
  offset: z.coerce
    .number({ message: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(1_000_000, OFFSET_MESSAGE)
    .default(0),
});

/** GET /api/events: upcoming local events, soonest first ({ items, total }). Public. */
export const eventsRoutes = new Hono<AppEnv>().get('/', validate('query', listQuery), async (c) => {
  const { limit, offset } = c.req.valid('query');
  const page = await listUpcomingEvents({ db: c.get('deps').database.db, limit, offset });
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(page);
});
