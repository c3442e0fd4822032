import { api } from '../../../domain/api.js';
import { type Route, route } from '../../platform/routes.js';
import {
  exportOwnInsights,
  getOwnInsightSettings,
  getOwnInsights,
  saveOwnInsightSettings,
} from './insights.service.js';

/** /api/portal/insights: the owner's tab. */
export const insightsRoutes: Route[] = [
  route(api.insights.own, (_c, { ctx, query }) => getOwnInsights({ ...ctx, days: query.days })),
  route(api.insights.csv, async (c, { ctx, query }) => {
    const { csv, fileName } = await exportOwnInsights({ ...ctx, days: query.days });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  }),
  route(api.insights.settings, (_c, { ctx }) => getOwnInsightSettings(ctx)),
  route(api.insights.saveSettings, (_c, { ctx, body }) =>
    saveOwnInsightSettings({ ...ctx, settings: body }),
  ),
];
