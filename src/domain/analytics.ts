/** The admin's Analytics tab (spec 001 sections 2 and 3: dashboard stats, views by page). */
import { z } from 'zod';
import { messages } from './validation.js';

/**
 * What an analytics row counts: a card shown in results, a profile opened, a page
 * opened, and a visitor's click on a listing's website, phone, e-mail or directions
 * (recorded by our own server; no third-party tracker).
 */
export const ANALYTICS_EVENT_TYPES = [
  'search_result',
  'profile_view',
  'page_view',
  'website_click',
  'phone_click',
  'email_click',
  'directions_click',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const ANALYTICS_DAYS = 30;
export const TOP_BUSINESSES = 10;
/** The most viewed pages listed; the total still counts every page. */
export const VIEWS_BY_PAGE_LIMIT = 200;

export interface AnalyticsOverview {
  /** Page views per page, most viewed first. */
  viewsByPage: { page: string; views: number }[];
  /** How many different pages were viewed; more than viewsByPage lists when it is cut. */
  pageCount: number;
  totalViews: number;
  /** One entry per day (TIME_ZONE: an evening visit counts on that evening's date), oldest first, the last ANALYTICS_DAYS days including today. */
  daily: { date: string; pageViews: number; profileViews: number }[];
  topBusinesses: { id: string; name: string; slug: string; profileViews: number }[];
}

/** The longest page path kept; longer ones are refused. */
export const PAGE_VIEW_PATH_MAX = 200;

/** Referrers longer than this are junk; the stored one is cut to its origin and path. */
const REFERRER_INPUT_MAX = 2000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** POST /api/analytics/page-view: one page a visitor opened. */
export const pageViewSchema = z.object({
  page: z
    .string({ error: messages.required('Page') })
    .trim()
    .min(1, messages.required('Page'))
    .max(PAGE_VIEW_PATH_MAX, messages.maxLength('Page', PAGE_VIEW_PATH_MAX))
    .regex(/^\/(?!\/)/, messages.pattern('Page'))
    .regex(NO_CONTROL_CHARACTERS, messages.pattern('Page'))
    // The path only: a query string may carry what a visitor typed.
    .transform((page) => page.replace(/[?#].*$/s, '') || '/'),
  referrer: z
    .string()
    .max(REFERRER_INPUT_MAX, messages.maxLength('Referrer', REFERRER_INPUT_MAX))
    .regex(NO_CONTROL_CHARACTERS, messages.pattern('Referrer'))
    .nullish(),
});
