import type { AdminDashboardStats } from '#domain/admin.js';
import type { AnalyticsOverview } from '#domain/analytics.js';
import type { SubscriptionCheck } from '#domain/payments.js';

export function dashboardStats(overrides: Partial<AdminDashboardStats> = {}): AdminDashboardStats {
  return {
    totalBusinesses: 42,
    plans: { free: 30, silver: 8, texas_gold: 4 },
    pendingApprovals: 3,
    processedApprovals: 5,
    notifications: { claims: 2, profileChanges: 1, photos: 0, jobs: 0, events: 0 },
    totalViews: 1234,
    monthlyRevenue: 280,
    ...overrides,
  };
}

export function anAnalyticsOverview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    viewsByPage: [],
    pageCount: 0,
    totalViews: 0,
    daily: [],
    topBusinesses: [],
    ...overrides,
  };
}

export function aSubscriptionCheck(overrides: Partial<SubscriptionCheck> = {}): SubscriptionCheck {
  return {
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
    ...overrides,
  };
}
