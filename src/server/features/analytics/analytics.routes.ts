import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import { getAnalyticsOverview, recordListingClick, trackPageView } from './analytics.service.js';

export const analyticsRoutes: Route[] = [
  route(api.directory.pageView, async (_c, { ctx, body }) => {
    await trackPageView({
      ...ctx,
      clientIp: ctx.meta.ip,
      page: body.page,
      referrer: body.referrer,
    });
  }),
  route(api.directory.listingClick, async (_c, { ctx, body }) => {
    await recordListingClick({ ...ctx, clientIp: ctx.meta.ip, ...body });
  }),
  /** /api/admin/analytics: the Analytics tab's numbers. */
  route(api.admin.analytics, (_c, { ctx }) => getAnalyticsOverview(ctx)),
];
