import { api } from '../../../domain/api.js';
import { clientIp } from '../../platform/client-ip.js';
import { type Route, route } from '../../platform/routes.js';
import { getAnalyticsOverview, trackPageView } from './analytics.service.js';

export const analyticsRoutes: Route[] = [
  route(api.directory.pageView, async (c, { body }) => {
    const { database, logger } = c.get('deps');
    await trackPageView({
      db: database.db,
      logger,
      clientIp: clientIp(c),
      page: body.page,
      referrer: body.referrer,
    });
  }),
  /** /api/admin/analytics: the Analytics tab's numbers. */
  route(api.admin.analytics, (c) =>
    getAnalyticsOverview({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
];
