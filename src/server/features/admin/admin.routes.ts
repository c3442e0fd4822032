import { api } from '../../../domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import {
  findSecurityActions,
  findSecurityEvents,
  getDashboardStats,
  getSubscriptionsOverview,
} from './admin.service.js';

/** /api/admin: the dashboard's counts, the Subscriptions panel and the Security Log. */
export const adminRoutes: Route[] = [
  route(api.admin.dashboard, (c) =>
    getDashboardStats({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
  route(api.admin.subscriptions, (c) =>
    getSubscriptionsOverview({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
  route(api.admin.securityEvents, (c, { query }) => {
    const { limit, offset, ...filter } = query;
    return findSecurityEvents({
      db: c.get('deps').database.db,
      actor: c.get('actor'),
      filter,
      page: { limit, offset },
    });
  }),
  route(api.admin.securityActions, (c) =>
    findSecurityActions({ db: c.get('deps').database.db, actor: c.get('actor') }),
  ),
];
