import { PLANS } from '../../../domain/plans.js';

/**
 * The SPA's route map (src/web/app/router.tsx) as the server knows it: which paths
 * are pages (200) and which are not (404), and the head of each static page. The
 * titles are the ones the pages set with usePageTitle, so the tab does not change
 * when the app starts. seo.test.ts reads router.tsx and fails when the two drift.
 */
export interface StaticPage {
  /** Page title without the site name; undefined is the home page's own title. */
  title?: string;
  description: string;
  /** Private or transient pages stay out of search results. */
  indexable: boolean;
  /** The path search engines should treat as the page (alias routes share one). */
  canonicalPath: string;
}

export type SpaPage =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'profile'; businessId: string }
  | { kind: 'city'; cityName: string };

const priceFrom = (id: 'silver' | 'texas_gold') => `$${PLANS[id].priceMonthlyUsd}/month`;

const publicPage = (
  canonicalPath: string,
  title: string | undefined,
  description: string,
): StaticPage => ({ title, description, indexable: true, canonicalPath });

const privatePage = (canonicalPath: string, title: string, description: string): StaticPage => ({
  title,
  description,
  indexable: false,
  canonicalPath,
});

const LISTINGS = publicPage(
  '/listings',
  'Business Listings',
  'Browse every local business in Bryan and College Station, Texas, by category and city: phone numbers, addresses, ratings and more.',
);
const BUSINESS_LOGIN = privatePage(
  '/business/login',
  'Business Login',
  'Sign in to manage your BCS Local business listing.',
);
const ADMIN_LOGIN = privatePage('/admin/login', 'Admin Login', 'BCS Local administrator sign-in.');
const BUSINESS_PORTAL = privatePage(
  '/business/portal',
  'Business Portal',
  'Manage your BCS Local business listing.',
);
const ADMIN_DASHBOARD = privatePage(
  '/admin/dashboard',
  'Admin Dashboard',
  'BCS Local administration.',
);

/** Static paths, lower case, without a trailing slash. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': publicPage(
    '/',
    undefined,
    'Discover and support local small businesses in Bryan and College Station, Texas: a directory of local favorites, a local job board and weekly events.',
  ),
  '/about': publicPage(
    '/about',
    'About',
    'BCS Local boosts small businesses in Bryan and College Station, Texas. 68% of each dollar spent locally stays in the community: here is why we keep it local.',
  ),
  '/contact': publicPage(
    '/contact',
    'Contact Us',
    'Questions, corrections or ideas? Send the BCS Local team a message and we will get back to you soon.',
  ),
  '/listings': LISTINGS,
  '/businesses': LISTINGS,
  '/jobs': publicPage(
    '/jobs',
    'Jobs',
    'Find local jobs at small businesses in Bryan and College Station, Texas, and apply online without an account.',
  ),
  '/post-job': publicPage(
    '/post-job',
    'Post a Job',
    'Hiring in the Brazos Valley? Post a job on the BCS Local job board and reach local candidates.',
  ),
  '/events': publicPage(
    '/events',
    'Events',
    'Upcoming local events in Bryan and College Station, Texas, and our weekly local-events newsletter.',
  ),
  '/pricing': publicPage(
    '/pricing',
    'Pricing',
    `Plans for local businesses: ${PLANS.free.marketingName} is free, ${PLANS.silver.marketingName} is ${priceFrom('silver')} and ${PLANS.texas_gold.marketingName} is ${priceFrom('texas_gold')}. Add photos, contact details and featured placement.`,
  ),
  '/pricing/success': privatePage(
    '/pricing/success',
    'Payment Successful',
    'Your BCS Local plan payment went through.',
  ),
  '/pricing/cancel': privatePage(
    '/pricing/cancel',
    'Payment Cancelled',
    'Your BCS Local plan payment was cancelled.',
  ),
  '/terms-of-service': publicPage(
    '/terms-of-service',
    'Terms of Service',
    'The terms that apply when you use BCS Local, the directory of local businesses in Bryan and College Station, Texas.',
  ),
  '/privacy-policy': publicPage(
    '/privacy-policy',
    'Privacy Policy',
    'How BCS Local collects, uses and protects your information.',
  ),
  '/business-login': BUSINESS_LOGIN,
  '/business/login': BUSINESS_LOGIN,
  '/admin-login': ADMIN_LOGIN,
  '/admin/login': ADMIN_LOGIN,
  '/business-portal': BUSINESS_PORTAL,
  '/business/portal': BUSINESS_PORTAL,
  '/admin-dashboard': ADMIN_DASHBOARD,
  '/admin/dashboard': ADMIN_DASHBOARD,
  '/business/reset-password': privatePage(
    '/business/reset-password',
    'Choose a New Password',
    'Choose a new password for your BCS Local account.',
  ),
  '/admin/mailbox': privatePage('/admin/mailbox', 'Mailbox', 'Outgoing e-mail of BCS Local.'),
  '/import-businesses': privatePage(
    '/import-businesses',
    'Import Business Listings',
    'Bulk import of business listings for administrators.',
  ),
};

/** Public pages that belong in the sitemap (one entry per page, not per alias). */
export const SITEMAP_STATIC_PATHS = [
  ...new Set(
    Object.values(STATIC_PAGES)
      .filter((page) => page.indexable)
      .map((page) => page.canonicalPath),
  ),
];

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Matches a request path the way React Router does: case-insensitive static
 * segments, a trailing slash ignored, static routes above parameters. Undefined
 * means the SPA shows its 404 page.
 */
export function matchSpaPage(pathname: string): SpaPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = STATIC_PAGES[path.toLowerCase()];
  if (page) return { kind: 'static', page };

  const segments = path.split('/').slice(1);
  if (segments.length !== 2 || !segments[1]) return undefined;
  const [section, raw] = segments;
  const value = decodeSegment(raw);
  if (value === undefined) return undefined;
  switch (section.toLowerCase()) {
    case 'business':
      return { kind: 'profile', businessId: value };
    case 'city':
      return { kind: 'city', cityName: value };
    default:
      return undefined;
  }
}
