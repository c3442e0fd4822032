import { api } from '#domain/api.js';
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
  route(api.directory.listings, async (_c, { ctx, query }) => {
    const { limit, offset, ...criteria } = query;
    return keptValue(await listBusinesses({ ...ctx, criteria, limit, offset }));
  }),
  route(api.directory.home, (c, { ctx }) => {
    c.header('Cache-Control', 'no-store');
    return getHomeDirectory(ctx);
  }),
  route(api.directory.featured, async (c, { ctx }) => {
    const items = await listFeaturedBusinesses(ctx);
    c.header('Cache-Control', 'no-store');
    return { items, total: items.length };
  }),
  route(api.directory.search, async (_c, { ctx, query }) =>
    keptValue(await searchBusinesses({ ...ctx, criteria: query })),
  ),
  route(api.directory.suggestions, (_c, { ctx, query }) =>
    suggestBusinesses({ ...ctx, q: query.q ?? '' }),
  ),
];
