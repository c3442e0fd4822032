import { Hono } from 'hono';
import { pageQuerySchema } from '../../../domain/paging.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listUpcomingEvents } from './events.service.js';

/** GET /api/events: upcoming local events, soonest first ({ items, total }). Public. */
export const eventsRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', pageQuerySchema({ defaultLimit: 50 })),
  async (c) => {
    const page = await listUpcomingEvents({
      db: c.get('deps').database.db,
      page: c.req.valid('query'),
    });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(page);
  },
);
