import {
  type AdminDashboardStats,
  type AdminSubscriptionsOverview,
  type SecurityEvent,
  securityEventsQuerySchema,
} from '../admin.js';
import type { AnalyticsOverview } from '../analytics.js';
import { apiPaths } from '../api-paths.js';
import { endpoint, json } from '../endpoint.js';
import type { MailboxAccess, MailboxPage } from '../mailbox.js';
import { type Page, pageQuerySchema } from '../paging.js';

export const adminEndpoints = {
  dashboard: endpoint(apiPaths.admin.dashboard, {
    summary: 'The counts behind the stat cards, tabs and notifications',
    tag: 'Admin',
    access: 'read:dashboard:any',
    answer: json<AdminDashboardStats>(),
  }),
  subscriptions: endpoint(apiPaths.admin.subscriptions, {
    summary: 'Subscriptions, recent plan changes and monthly recurring revenue',
    tag: 'Admin',
    access: 'read:dashboard:any',
    answer: json<AdminSubscriptionsOverview>(),
  }),
  securityEvents: endpoint(apiPaths.admin.securityEvents, {
    summary: 'The security log, filtered',
    tag: 'Admin',
    access: 'read:security-log:any',
    query: securityEventsQuerySchema,
    answer: json<Page<SecurityEvent>>(),
  }),
  securityActions: endpoint(apiPaths.admin.securityActions, {
    summary: 'The actions the security log holds',
    tag: 'Admin',
    access: 'read:security-log:any',
    answer: json<{ actions: string[] }>(),
  }),
  analytics: endpoint(apiPaths.admin.analytics, {
    summary: "The Analytics tab's numbers",
    tag: 'Admin',
    access: 'read:analytics:any',
    answer: json<AnalyticsOverview>(),
  }),
  mailboxAccess: endpoint(apiPaths.admin.mailboxAccess, {
    summary: 'May this visitor read the mailbox (always 200)',
    tag: 'Admin',
    access: 'public',
    answer: json<MailboxAccess>(),
  }),
  mailbox: endpoint(apiPaths.admin.mailbox, {
    summary: 'The e-mail outbox, newest first (no SMTP server configured)',
    tag: 'Admin',
    access: 'read:mailbox:any',
    query: pageQuerySchema({ defaultLimit: 50 }),
    answer: json<MailboxPage>(),
  }),
} as const;
