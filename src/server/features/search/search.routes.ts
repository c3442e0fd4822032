import { Hono } from 'hono';
import { z } from 'zod';
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

export const QUERY_MAX_LENGTH = 200;
export const FILTER_MAX_LENGTH = 100;
export const PAGE_SIZE_MAX = 100;
export const OFFSET_MAX = 1_000_000;

/** Control characters (a NUL byte would make PostgreSQL fail) become spaces. */
function clean(value: string): string {
  return value.replace(/\p{Cc}/gu, ' ').trim();
}

function textParam(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .transform(clean)
    .optional();
}

const criteria = {
  q: textParam('Search text', QUERY_MAX_LENGTH),
  category: textParam('Category', FILTER_MAX_LENGTH),
  city: textParam('City', FILTER_MAX_LENGTH),
};

const searchQuery = z.object(criteria).refine((v) => Boolean(v.category || v.city || v.q), {
  message: 'Please select a category or city to search.',
  path: ['category'],
});

const listQuery = z.object({
  ...criteria,
  limit: z.coerce
    .number({ message: `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.` })
    .int(`Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .min(1, `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .max(PAGE_SIZE_MAX, `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_MAX),
  offset: z.coerce
    .number({ message: `Offset must be a whole number from 0 to ${OFFSET_MAX}.` })
    .int(`Offset must be a whole number from 0 to ${OFFSET_MAX}.`)
    .min(0, `Offset must be a whole number from 0 to ${OFFSET_MAX}.`)
    .max(OFFSET_MAX, `Offset must be a whole number from 0 to ${OFFSET_MAX}.`)
    .default(0),
});

const suggestionQuery = z.object({ q: criteria.q });

/**
 * Mounted at /api/businesses before the profile routes, so these fixed paths win
 * over /:idOrSlug.
 */
export const searchRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const { limit, offset, ...rest } = c.req.valid('query');
    const { db } = c.get('deps').database;
    return c.json(await listBusinesses({ db, criteria: rest, limit, offset }));
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
  .get('/search', validate('query', searchQuery), async (c) => {
    const { database, logger } = c.get('deps');
    const criteria = c.req.valid('query');
    return c.json(await searchBusinesses({ db: database.db, logger, criteria }));
  })
  .get('/suggestions', validate('query', suggestionQuery), async (c) => {
    const { db } = c.get('deps').database;
    const { q } = c.req.valid('query');
    return c.json(await suggestBusinesses({ db, q: q ?? '' }));
  });
