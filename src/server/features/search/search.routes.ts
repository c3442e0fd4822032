import { Hono } from 'hono';
import {
  listingsQuerySchema,
  searchCriteriaSchema,
  suggestionQuerySchema,
} from '../../../domain/search-schemas.js';
import { cachedJson } from '../../platform/cached-json.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  getHomeDirectory,
  listBusinesses,
  listCities,
  listFeaturedBusinesses,
  searchBusinesses,
  suggestBusinesses,
} from './search.service.js';

/**
 * Mounted at /api/businesses before the profile routes, so these fixed paths win
 * over /:idOrSlug.
 */
export const searchRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listingsQuerySchema), async (c) => {
    const { limit, offset, ...rest } = c.req.valid('query');
    const { db } = c.get('deps').database;
    return cachedJson(c, await listBusinesses({ db, criteria: rest, limit, offset }));
  })
  .get('/home', async (c) => {
    const { db } = c.get('deps').database;
    c.header('Cache-Control', 'no-store');
    return c.json(await getHomeDirectory({ db }));
  })
  .get('/featured', async (c) => {
    const { db } = c.get('deps').database;
    const items = await listFeaturedBusinesses({ db });
    c.header('Cache-Control', 'no-store');
    return c.json({ items, total: items.length });
  })
  .get('/cities', async (c) => {
    const { db } = c.get('deps').database;
    const items = await listCities({ db });
    return c.json({ items, total: items.length });
  })
  .get('/search', validate('query', searchCriteriaSchema), async (c) => {
    const { database, logger } = c.get('deps');
    const criteria = c.req.valid('query');
    return cachedJson(c, await searchBusinesses({ db: database.db, logger, criteria }));
  })
  .get('/suggestions', validate('query', suggestionQuerySchema), async (c) => {
    const { db } = c.get('deps').database;
    const { q } = c.req.valid('query');
    return c.json(await suggestBusinesses({ db, q: q ?? '' }));
  });
