import { api } from '../../../domain/api.js';
import { requestMeta } from '../../platform/request-meta.js';
import { type Route, route } from '../../platform/routes.js';
import { getPortalOverview, submitProfileChange, withdrawProfileChange } from './portal.service.js';

/**
 * /api/portal: the signed-in business owner's own business (401 signed out, 403
 * other roles). Which business is always read from the account, never the request.
 */
export const portalRoutes: Route[] = [
  route(api.portal.overview, (c) =>
    getPortalOverview({ db: c.get('deps').database.db, user: c.get('actor') }),
  ),
  route(api.portal.submitChange, (c, { body }) =>
    submitProfileChange({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      meta: requestMeta(c),
      input: body,
    }),
  ),
  route(api.portal.withdrawChange, async (c, { params }) => {
    await withdrawProfileChange({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      meta: requestMeta(c),
      id: params.id,
    });
  }),
];
