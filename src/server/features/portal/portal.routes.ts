import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import {
  getPortalOverview,
  setSpeaksSpanish,
  submitProfileChange,
  withdrawProfileChange,
} from './portal.service.js';

/**
 * /api/portal: the signed-in business owner's own business (401 signed out, 403
 * other roles). Which business is always read from the account, never the request.
 */
export const portalRoutes: Route[] = [
  route(api.portal.overview, (_c, { ctx }) => getPortalOverview({ ...ctx, user: ctx.actor })),
  route(api.portal.submitChange, (_c, { ctx, body }) =>
    submitProfileChange({ ...ctx, input: body }),
  ),
  route(api.portal.withdrawChange, async (_c, { ctx, params }) => {
    await withdrawProfileChange({ ...ctx, id: params.id });
  }),
  route(api.portal.speaksSpanish, (_c, { ctx, body }) => setSpeaksSpanish({ ...ctx, input: body })),
];
