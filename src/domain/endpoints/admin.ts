import {
  type AdminDashboardStats,
  type AdminSubscriptionsOverview,
  type SecurityEvent,
  securityEventsQuerySchema,
} from '../admin.js';
import type { AnalyticsOverview } from '../analytics.js';
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json } from '../endpoint.js';
import type { MailboxAccess, MailboxPage } from '../mailbox.js';
import { type Page, pageQuerySchema } from '../paging.js';

const dashboardReader = callableBy('read:dashboard:any');
const securityLogReader = callableBy('read:security-log:any');
const analyticsReader = callableBy('read:analytics:any');
const mailboxReader = callableBy('read:mailbox:any');

export const adminEndpoints = endpointGroup('Admin', apiPaths.admin, {
  dashboard: dashboardReader('The counts behind the stat cards, tabs and notifications', {
    answer: json<AdminDashboardStats>(),
  }),
  subscriptions: dashboardReader(
    'Subscriptions, recent plan changes and monthly recurring revenue',
    { answer: json<AdminSubscriptionsOverview>() },
  ),
  securityEvents: securityLogReader('The security log, filtered', {
    query: securityEventsQuerySchema,
    answer: json<Page<SecurityEvent>>(),
  }),
  securityActions: securityLogReader('The actions the security log holds', {
    answer: json<{ actions: string[] }>(),
  }),
  analytics: analyticsReader("The Analytics tab's numbers", { answer: json<AnalyticsOverview>() }),
  mailboxAccess: anyone('May this visitor read the mailbox (always 200)', {
    answer: json<MailboxAccess>(),
  }),
  mailbox: mailboxReader('The e-mail outbox, newest first (no SMTP server configured)', {
    query: pageQuerySchema({ defaultLimit: 50 }),
    answer: json<MailboxPage>(),
  }),
});
