import type { Context } from 'hono';
import { api } from '#domain/api.js';
import { insightMessages } from '#domain/insights.js';
import { escapeHtml } from '../../platform/html.js';
import { linkPage } from '../../platform/link-page.js';
import { type Route, route, type ServiceContext } from '../../platform/routes.js';
import { unsubscribeByLink } from './insight-reports.service.js';
import {
  exportOwnInsights,
  getOwnInsightSettings,
  getOwnInsights,
  saveOwnInsightSettings,
} from './insights.service.js';

const PORTAL = '<p><a href="/business/portal?tab=insights">Open your Business Portal</a></p>';

const INVALID_LINK = linkPage(
  'Link not valid',
  `<h1>Link not valid</h1><p>${escapeHtml(insightMessages.linkInvalid)}</p>${PORTAL}`,
);

/**
 * Turns the monthly report off or on for the link's owner, as its signed token allows;
 * false when the link is not valid. Never cached: each click acts.
 */
async function followReportLink(
  c: Context,
  ctx: ServiceContext,
  query: { owner: string; token: string },
  monthlyReport: boolean,
): Promise<boolean> {
  c.header('Cache-Control', 'no-store');
  return unsubscribeByLink({ ...ctx, ownerId: query.owner, token: query.token, monthlyReport });
}

/** /api/portal/insights (the owner's tab) and the report's one-click links. */
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
  route(api.insights.unsubscribe, async (c, { ctx, query }) => {
    if (!(await followReportLink(c, ctx, query, false))) return c.html(INVALID_LINK, 400);
    const action = `/api/insights/resubscribe?owner=${encodeURIComponent(query.owner)}&token=${encodeURIComponent(query.token)}`;
    return c.html(
      linkPage(
        'Unsubscribed',
        `<h1>Unsubscribed</h1><p>${escapeHtml(insightMessages.unsubscribed)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Keep getting the report</button></form>${PORTAL}`,
      ),
    );
  }),
  // What a mail client sends for the message's List-Unsubscribe-Post header: no page.
  route(api.insights.oneClickUnsubscribe, async (c, { ctx, query }) => {
    const done = await followReportLink(c, ctx, query, false);
    return done ? c.text(insightMessages.unsubscribed) : c.text(insightMessages.linkInvalid, 400);
  }),
  route(api.insights.resubscribe, async (c, { ctx, query }) => {
    if (!(await followReportLink(c, ctx, query, true))) return c.html(INVALID_LINK, 400);
    return c.html(
      linkPage(
        'Report on',
        `<h1>Report on</h1><p>${escapeHtml(insightMessages.resubscribed)}</p>${PORTAL}`,
      ),
    );
  }),
];
