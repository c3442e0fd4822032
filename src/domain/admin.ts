/**
 * What the admin dashboard's header, stat cards, tab labels and notifications
 * read: one answer from a few aggregate queries (spec 001 section 3, dashboard stats).
 */
import type { PlanId } from './plans.js';

export interface AdminDashboardStats {
  totalBusinesses: number;
  /** Businesses on each plan. */
  plans: Record<PlanId, number>;
  /** Change requests waiting for an admin, of any type. */
  pendingApprovals: number;
  /** Change requests approved or rejected. */
  processedApprovals: number;
  /** What the Notifications menu counts, each linking to its tab. */
  notifications: {
    claims: number;
    profileChanges: number;
    photos: number;
    jobs: number;
  };
  /** Page views recorded by the site's analytics. */
  totalViews: number;
  /** The spec fixes it at 0 until payments report revenue. */
  monthlyRevenue: number;
}

/** Longest actor filter of the security log (an e-mail address is at most 254 characters). */
export const SECURITY_LOG_ACTOR_MAX = 254;
