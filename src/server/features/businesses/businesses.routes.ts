import { Hono } from 'hono';
import type { AppEnv } from '../../platform/request-context.js';
import { viewBusinessProfile } from './businesses.service.js';

/**
 * Mounted after the search routes, which own /featured, /search, /suggestions, /home
 * and the list; what is left under /api/businesses/ is a profile.
 */
export const businessesRoutes = new Hono<AppEnv>().get('/:idOrSlug', async (c) => {
  const { database, logger } = c.get('deps');
  const profile = await viewBusinessProfile({
    db: database.db,
    logger,
    idOrSlug: c.req.param('idOrSlug'),
    referrer: c.req.header('referer'),
  });
  return c.json(profile);
});
