/** The admin's Analytics tab (spec 001 sections 2 and 3: dashboard stats, views by page). */

export const ANALYTICS_DAYS = 30;
/**
 * The directory's days are Bryan / College Station days: an evening visit counts
 * on that evening's date, not on the next UTC day.
 */
export const ANALYTICS_TIME_ZONE = 'America/Chicago';
export const TOP_BUSINESSES = 10;
/** The most viewed pages listed; the total still counts every page. */
export const VIEWS_BY_PAGE_LIMIT = 200;

export interface AnalyticsOverview {
  /** Page views per page, most viewed first. */
  viewsByPage: { page: string; views: number }[];
  /** How many different pages were viewed; more than viewsByPage lists when it is cut. */
  pageCount: number;
  totalViews: number;
  /** One entry per day (ANALYTICS_TIME_ZONE), oldest first, the last ANALYTICS_DAYS days including today. */
  daily: { date: string; pageViews: number; profileViews: number }[];
  topBusinesses: { id: string; name: string; slug: string; profileViews: number }[];
}
