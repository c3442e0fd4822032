import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { viewBusinessProfile } from './businesses.service.js';

/**
 * Registered after the search routes, which own /featured, /search, /suggestions,
 * /home and the list; what is left under /api/businesses/ is a profile.
 */
export const businessesRoutes: Route[] = [
  route(api.directory.profile, (c, { ctx, params }) =>
    viewBusinessProfile({ ...ctx, idOrSlug: params.idOrSlug, referrer: c.req.header('referer') }),
  ),
];
