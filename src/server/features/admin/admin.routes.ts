import { api } from '#domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import {
  findSecurityActions,
  findSecurityEvents,
  getDashboardStats,
  getSubscriptionsOverview,
} from './admin.service.js';

/** /api/admin: the dashboard's counts, the Subscriptions panel and the Security Log. */
export const adminRoutes: Route[] = [
  route(api.admin.dashboard, (_c, { ctx }) => getDashboardStats(ctx)),
  route(api.admin.subscriptions, (_c, { ctx }) => getSubscriptionsOverview(ctx)),
  route(api.admin.securityEvents, (_c, { ctx, query }) => {
    const { limit, offset, ...filter } = query;
    return findSecurityEvents({ ...ctx, filter, page: { limit, offset } });
  }),
  route(api.admin.securityActions, (_c, { ctx }) => findSecurityActions(ctx)),
];
