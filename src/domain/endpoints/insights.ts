/** The `insights` endpoints of the table (see ../api.ts; issue 26 point 2). */
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json, raw } from '../endpoint.js';
import {
  insightSettingsSchema,
  insightsQuerySchema,
  reportLinkQuerySchema,
} from '../insight-schemas.js';
import type { InsightSettings, ListingInsights } from '../insights.js';
import { CSV, type Message } from './shared.js';

const HTML = 'text/html; charset=utf-8';

const owner = callableBy('read:insights:own');

export const insightsEndpoints = endpointGroup('Insights', apiPaths.insights, {
  own: owner("The owner's listing over the last 7, 30 or 90 days (Silver and up)", {
    query: insightsQuerySchema,
    answer: json<ListingInsights>(),
  }),
  csv: owner('The same numbers per day as a CSV file', {
    query: insightsQuerySchema,
    answer: raw(CSV),
  }),
  settings: owner('Whether the owner gets the monthly report', { answer: json<InsightSettings>() }),
  saveSettings: owner('Turn the monthly report on or off', {
    body: insightSettingsSchema,
    answer: json<Message & InsightSettings>(),
  }),
  unsubscribe: anyone("The monthly report's signed one-click unsubscribe link", {
    query: reportLinkQuerySchema,
    answer: raw(HTML),
  }),
  oneClickUnsubscribe: anyone(
    "A mail client's one-click unsubscribe (RFC 8058 List-Unsubscribe-Post)",
    { query: reportLinkQuerySchema, body: 'form', answer: raw('text/plain; charset=utf-8') },
  ),
  resubscribe: anyone('Turn the monthly report back on from the unsubscribe page', {
    query: reportLinkQuerySchema,
    answer: raw(HTML),
  }),
});
