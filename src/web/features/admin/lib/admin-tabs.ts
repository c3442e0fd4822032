/** The dashboard's sections, each a ?tab= value (spec 001 section 2, Admin dashboard). */
export const ADMIN_MAIN_TABS = [
  'approvals',
  'processed',
  'jobs',
  'events',
  'contacts',
  'businesses',
] as const;

/** Opened from the More menu, below the tab bar; choosing a main tab closes them. */
export const ADMIN_MORE_TABS = [
  'reports',
  'photos',
  'import',
  'analytics',
  'subscriptions',
  'security-log',
  'account',
] as const;

export type AdminMainTabId = (typeof ADMIN_MAIN_TABS)[number];
export type AdminMoreTabId = (typeof ADMIN_MORE_TABS)[number];
export type AdminTabId = AdminMainTabId | AdminMoreTabId;

export const ADMIN_TABS: readonly AdminTabId[] = [...ADMIN_MAIN_TABS, ...ADMIN_MORE_TABS];
export const ADMIN_DEFAULT_TAB: AdminTabId = 'approvals';

export const ADMIN_MORE_LABELS: Record<AdminMoreTabId, string> = {
  reports: 'Reports',
  photos: 'Upload Photos',
  import: 'Import Businesses',
  analytics: 'Analytics',
  subscriptions: 'Subscriptions',
  'security-log': 'Security Log',
  account: 'Account Settings',
};

export function isMoreTab(tab: AdminTabId): tab is AdminMoreTabId {
  return (ADMIN_MORE_TABS as readonly string[]).includes(tab);
}
