import type { AdminDashboardStats } from '#domain/admin.js';
import type { AnalyticsOverview } from '#domain/analytics.js';
import type { SubscriptionCheck } from '#domain/payments.js';
import { builder } from './builder.js';

export const dashboardStats = builder<AdminDashboardStats>(() => ({
  totalBusinesses: 42,
  plans: { free: 30, silver: 8, texas_gold: 4 },
  pendingApprovals: 3,
  processedApprovals: 5,
  notifications: { claims: 2, profileChanges: 1, photos: 0, jobs: 0, events: 0, reports: 2 },
  totalViews: 1234,
  monthlyRevenue: 280,
  geocodeProblems: { noMatch: 0, failed: 0 },
}));

export const anAnalyticsOverview = builder<AnalyticsOverview>(() => ({
  viewsByPage: [],
  pageCount: 0,
  totalViews: 0,
  daily: [],
  topBusinesses: [],
}));

export const aSubscriptionCheck = builder<SubscriptionCheck>(() => ({
  subscribed: false,
  subscriptionTier: null,
  planType: 'free',
  subscriptionEnd: null,
  status: null,
  billingCycle: null,
  cancelAtPeriodEnd: false,
  paymentMethod: null,
  manageable: false,
  recentChanges: [],
}));
