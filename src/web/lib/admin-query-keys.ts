/**
 * Query keys that more than one admin feature touches. The dashboard's counts
 * (stat cards, tab labels, notifications) are refetched after any admin action
 * that changes them: approvals, plan changes, new or deleted businesses.
 */
export const ADMIN_DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;
