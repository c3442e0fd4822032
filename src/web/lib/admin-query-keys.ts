/**
 * Query keys that more than one admin feature touches. The dashboard's counts
 * (stat cards, tab labels, notifications) are refetched after any admin action
 * that changes them: approvals, plan changes, new or deleted businesses.
 */
export const ADMIN_DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;

/**
 * Every public view of the directory (profiles, listings, search, home). An admin
 * action that changes what the public sees (an approved change, a new plan, an
 * added or deleted listing) refetches them, so the admin's next look is current.
 */
export const PUBLIC_BUSINESSES_QUERY_KEY = ['businesses'] as const;

/** The admin's Businesses tab: its list, and anything that changes listings (imports). */
export const ADMIN_BUSINESSES_QUERY_KEY = ['admin', 'businesses'] as const;
