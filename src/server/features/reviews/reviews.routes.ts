import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import {
  getPublicReviews,
  getReviewSettings,
  linkGooglePlace,
  searchGooglePlaces,
  unlinkGooglePlace,
} from './reviews.service.js';

const OWN = { kind: 'own' } as const;
const admin = (businessId: string) => ({ kind: 'admin', businessId }) as const;

/** /api/reviews/:id (a profile's block), /api/portal/reviews (the owner), /api/admin/businesses/:id/reviews. */
export const reviewsRoutes: Route[] = [
  route(api.reviews.profile, async (c, { ctx, params }) => {
    const answer = await getPublicReviews({ ...ctx, businessId: params.id });
    c.header('Cache-Control', 'public, max-age=60');
    return answer;
  }),

  route(api.reviews.own, (_c, { ctx }) => getReviewSettings({ ...ctx, scope: OWN })),
  route(api.reviews.searchOwn, (_c, { ctx, body }) =>
    searchGooglePlaces({ ...ctx, scope: OWN, query: body.query }),
  ),
  route(api.reviews.linkOwn, (_c, { ctx, body }) =>
    linkGooglePlace({ ...ctx, scope: OWN, placeId: body.placeId }),
  ),
  route(api.reviews.unlinkOwn, (_c, { ctx }) => unlinkGooglePlace({ ...ctx, scope: OWN })),

  route(api.reviews.admin, (_c, { ctx, params }) =>
    getReviewSettings({ ...ctx, scope: admin(params.id) }),
  ),
  route(api.reviews.searchAdmin, (_c, { ctx, params, body }) =>
    searchGooglePlaces({ ...ctx, scope: admin(params.id), query: body.query }),
  ),
  route(api.reviews.linkAdmin, (_c, { ctx, params, body }) =>
    linkGooglePlace({ ...ctx, scope: admin(params.id), placeId: body.placeId }),
  ),
  route(api.reviews.unlinkAdmin, (_c, { ctx, params }) =>
    unlinkGooglePlace({ ...ctx, scope: admin(params.id) }),
  ),
];
