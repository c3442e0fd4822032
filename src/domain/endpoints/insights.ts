/** The `insights` endpoints of the table (see ../api.ts; issue 26 point 2). */
import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
import {
  insightSettingsSchema,
  insightsQuerySchema,
  reportLinkQuerySchema,
} from '../insight-schemas.js';
import type { InsightSettings, ListingInsights } from '../insights.js';
import { CSV, type Message } from './shared.js';

const HTML = 'text/html; charset=utf-8';

export const insightsEndpoints = {
  own: endpoint(apiPaths.insights.own, {
    summary: "The owner's listing over the last 7, 30 or 90 days (Silver and up)",
    tag: 'Insights',
    access: 'read:insights:own',
    query: insightsQuerySchema,
    answer: json<ListingInsights>(),
  }),
  csv: endpoint(apiPaths.insights.csv, {
    summary: 'The same numbers per day as a CSV file',
    tag: 'Insights',
    access: 'read:insights:own',
    query: insightsQuerySchema,
    answer: raw(CSV),
  }),
  settings: endpoint(apiPaths.insights.settings, {
    summary: 'Whether the owner gets the monthly report',
    tag: 'Insights',
    access: 'read:insights:own',
    answer: json<InsightSettings>(),
  }),
  saveSettings: endpoint(apiPaths.insights.saveSettings, {
    summary: 'Turn the monthly report on or off',
    tag: 'Insights',
    access: 'read:insights:own',
    body: insightSettingsSchema,
    answer: json<Message & InsightSettings>(),
  }),
  unsubscribe: endpoint(apiPaths.insights.unsubscribe, {
    summary: "The monthly report's signed one-click unsubscribe link",
    tag: 'Insights',
    access: 'public',
    query: reportLinkQuerySchema,
    answer: raw(HTML),
  }),
  oneClickUnsubscribe: endpoint(apiPaths.insights.oneClickUnsubscribe, {
    summary: "A mail client's one-click unsubscribe (RFC 8058 List-Unsubscribe-Post)",
    tag: 'Insights',
    access: 'public',
    query: reportLinkQuerySchema,
    body: 'form',
    answer: raw('text/plain; charset=utf-8'),
  }),
  resubscribe: endpoint(apiPaths.insights.resubscribe, {
    summary: 'Turn the monthly report back on from the unsubscribe page',
    tag: 'Insights',
    access: 'public',
    query: reportLinkQuerySchema,
    answer: raw(HTML),
  }),
} as const;
