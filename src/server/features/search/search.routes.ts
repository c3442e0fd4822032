import { api } from '../../../domain/api.js';
import { keptValue } from '../../platform/cached-json.js';
import { type Route, route } from '../../platform/routes.js';
import {
  getHomeDirectory,
  listBusinesses,
  listFeaturedBusinesses,
  searchBusinesses,
  suggestBusinesses,
} from './search.service.js';

/** Registered before the profile route, so these fixed paths win over /:idOrSlug. */
export const searchRoutes: Route[] = [
  route(api.directory.listings, async (c, { query }) => {
    const { limit, offset, ...criteria } = query;
    const { db } = c.get('deps').database;
    return keptValue(await listBusinesses({ db, criteria, limit, offset }));
  }),
  route(api.directory.home, (c) => {
    c.header('Cache-Control', 'no-store');
    return getHomeDirectory({ db: c.get('deps').database.db });
  }),
  route(api.directory.featured, async (c) => {
    const items = await listFeaturedBusinesses({ db: c.get('deps').database.db });
    c.header('Cache-Control', 'no-store');
    return { items, total: items.length };
  }),
  route(api.directory.search, async (c, { query }) => {
    const { database, logger } = c.get('deps');
    return keptValue(await searchBusinesses({ db: database.db, logger, criteria: query }));
  }),
  route(api.directory.suggestions, (c, { query }) =>
    suggestBusinesses({ db: c.get('deps').database.db, q: query.q ?? '' }),
  ),
];
