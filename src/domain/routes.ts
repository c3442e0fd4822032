/**
 * The site's pages, listed once: the React router builds its routes from this
 * table, and the server answers the same paths with 200 and the page's own head
 * (title, description, robots) and lists the indexable ones in the sitemap.
 * Anything else is the SPA's 404 page.
 */
import { PLANS } from './plans.js';

/** Which part of the app a page belongs to; each area is its own set of chunks. */
export type RouteArea = 'public' | 'auth' | 'portal' | 'admin';

/** Names the page component the web loads for a route. */
export type PageKey =
  | 'home'
  | 'about'
  | 'contact'
  | 'listings'
  | 'businessProfile'
  | 'city'
  | 'jobs'
  | 'jobPosting'
  | 'postJob'
  | 'events'
  | 'event'
  | 'pricing'
  | 'pricingSuccess'
  | 'pricingCancel'
  | 'termsOfService'
  | 'privacyPolicy'
  | 'withdrawApplication'
  | 'businessLogin'
  | 'adminLogin'
  | 'resetPassword'
  | 'businessPortal'
  | 'adminDashboard'
  | 'mailbox'
  | 'importBusinesses';

interface RouteBase {
  page: PageKey;
  area: RouteArea;
  /** The canonical path, e.g. '/listings' or '/business/:businessId'. */
  path: string;
  /** Older paths that show the same page; search engines are sent to `path`. */
  aliases?: string[];
}

/** A page whose head is fixed. */
export interface StaticRoute extends RouteBase {
  /** Page title without the site name; undefined is the home page's own title. */
  title?: string;
  description: string;
  /** Private or transient pages stay out of search results and the sitemap. */
  indexable: boolean;
}

/** A page whose head is read from its data (a profile, a city). */
export interface DataRoute extends RouteBase {
  param: string;
}

export type RouteEntry = StaticRoute | DataRoute;

const priceFrom = (id: 'silver' | 'texas_gold') => `$${PLANS[id].priceMonthlyUsd}/month`;

/** Static paths are listed before the parameter routes of the same section, as both matchers rank them. */
export const ROUTES: readonly RouteEntry[] = [
  {
    page: 'home',
    area: 'public',
    path: '/',
    description:
      'Discover and support local small businesses in Bryan and College Station, Texas: a directory of local favorites, a local job board and weekly events.',
    indexable: true,
  },
  {
    page: 'about',
    area: 'public',
    path: '/about',
    title: 'About',
    description:
      'BCS Local boosts small businesses in Bryan and College Station, Texas. 68% of each dollar spent locally stays in the community: here is why we keep it local.',
    indexable: true,
  },
  {
    page: 'contact',
    area: 'public',
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions, corrections or ideas? Send the BCS Local team a message and we will get back to you soon.',
    indexable: true,
  },
  {
    page: 'listings',
    area: 'public',
    path: '/listings',
    aliases: ['/businesses'],
    title: 'Business Listings',
    description:
      'Browse every local business in Bryan and College Station, Texas, by category and city: phone numbers, addresses, ratings and more.',
    indexable: true,
  },
  {
    page: 'businessLogin',
    area: 'auth',
    path: '/business/login',
    aliases: ['/business-login'],
    title: 'Business Login',
    description: 'Sign in to manage your BCS Local business listing.',
    indexable: false,
  },
  {
    page: 'businessPortal',
    area: 'portal',
    path: '/business/portal',
    aliases: ['/business-portal'],
    title: 'Business Portal',
    description: 'Manage your BCS Local business listing.',
    indexable: false,
  },
  {
    page: 'resetPassword',
    area: 'auth',
    path: '/business/reset-password',
    title: 'Choose a New Password',
    description: 'Choose a new password for your BCS Local account.',
    indexable: false,
  },
  { page: 'businessProfile', area: 'public', path: '/business/:businessId', param: 'businessId' },
  { page: 'city', area: 'public', path: '/city/:cityName', param: 'cityName' },
  {
    page: 'jobs',
    area: 'public',
    path: '/jobs',
    title: 'Jobs',
    description:
      'Find local jobs at small businesses in Bryan and College Station, Texas, and apply online without an account.',
    indexable: true,
  },
  {
    page: 'withdrawApplication',
    area: 'public',
    path: '/jobs/applications/withdraw',
    title: 'Withdraw Your Application',
    description: 'Withdraw and delete a job application you sent through BCS Local.',
    indexable: false,
  },
  { page: 'jobPosting', area: 'public', path: '/jobs/:jobId', param: 'jobId' },

  {
    page: 'postJob',
    area: 'public',
    path: '/post-job',
    title: 'Post a Job',
    description:
      'Hiring in the Brazos Valley? Post a job on the BCS Local job board and reach local candidates.',
    indexable: true,
  },
  {
    page: 'events',
    area: 'public',
    path: '/events',
    title: 'Events',
    description:
      'Upcoming local events in Bryan and College Station, Texas, and our weekly local-events newsletter.',
    indexable: true,
  },
  { page: 'event', area: 'public', path: '/events/:eventId', param: 'eventId' },
  {
    page: 'pricing',
    area: 'public',
    path: '/pricing',
    title: 'Pricing',
    description: `Plans for local businesses: ${PLANS.free.marketingName} is free, ${PLANS.silver.marketingName} is ${priceFrom('silver')} and ${PLANS.texas_gold.marketingName} is ${priceFrom('texas_gold')}. Add photos, contact details and featured placement.`,
    indexable: true,
  },
  {
    page: 'pricingSuccess',
    area: 'public',
    path: '/pricing/success',
    title: 'Payment Successful',
    description: 'Your BCS Local plan payment went through.',
    indexable: false,
  },
  {
    page: 'pricingCancel',
    area: 'public',
    path: '/pricing/cancel',
    title: 'Payment Cancelled',
    description: 'Your BCS Local plan payment was cancelled.',
    indexable: false,
  },
  {
    page: 'termsOfService',
    area: 'public',
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms that apply when you use BCS Local, the directory of local businesses in Bryan and College Station, Texas.',
    indexable: true,
  },
  {
    page: 'privacyPolicy',
    area: 'public',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How BCS Local collects, uses and protects your information.',
    indexable: true,
  },
  {
    page: 'adminLogin',
    area: 'auth',
    path: '/admin/login',
    aliases: ['/admin-login'],
    title: 'Admin Login',
    description: 'BCS Local administrator sign-in.',
    indexable: false,
  },
  {
    page: 'adminDashboard',
    area: 'admin',
    path: '/admin/dashboard',
    aliases: ['/admin-dashboard'],
    title: 'Admin Dashboard',
    description: 'BCS Local administration.',
    indexable: false,
  },
  {
    page: 'mailbox',
    area: 'admin',
    path: '/admin/mailbox',
    title: 'Mailbox',
    description: 'Outgoing e-mail of BCS Local.',
    indexable: false,
  },
  {
    page: 'importBusinesses',
    area: 'admin',
    path: '/import-businesses',
    title: 'Import Business Listings',
    description: 'Bulk import of business listings for administrators.',
    indexable: false,
  },
];

export function isStaticRoute(route: RouteEntry): route is StaticRoute {
  return !('param' in route);
}

/** The route's path and its aliases. */
export function routePaths(route: RouteEntry): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** The fixed title of a page, by its key; undefined for the home page and data pages. */
export function routeTitle(page: PageKey): string | undefined {
  const route = ROUTES.find((r) => r.page === page);
  return route && isStaticRoute(route) ? route.title : undefined;
}

/** A page's path, by its key: 'businessLogin' -> '/business/login'. */
export function pagePath(page: PageKey): string {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`No route for page ${page}`);
  return route.path;
}

/** The whole <title>: '{title} – {site}', or the site's own title for the home page. */
export function documentTitle(siteName: string, title?: string): string {
  return title
    ? `${title} – ${siteName}`
    : `${siteName} – Local businesses in Bryan / College Station, TX`;
}

export type RouteMatch =
  | { route: StaticRoute; kind: 'static' }
  | { route: DataRoute; kind: 'data'; value: string };

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parameter's value (empty for a static pattern) when `segments` fit `pattern`, else undefined. */
function matchPath(pattern: string, segments: string[]): { value: string } | undefined {
  const parts = pattern.split('/').slice(1);
  if (parts.length !== segments.length) return undefined;
  let value = '';
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) {
      const decoded = segments[i] ? decodeSegment(segments[i]) : undefined;
      if (decoded === undefined) return undefined;
      value = decoded;
    } else if (part !== segments[i].toLowerCase()) {
      return undefined;
    }
  }
  return { value };
}

/**
 * The page at `pathname`, matched the way React Router does: case-insensitive
 * static segments, a trailing slash ignored, static routes above parameters.
 * Undefined means the SPA shows its 404 page.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const segments = path.split('/').slice(1);
  const ranked = [...ROUTES.filter(isStaticRoute), ...ROUTES.filter((r) => !isStaticRoute(r))];
  for (const route of ranked) {
    for (const pattern of routePaths(route)) {
      const match = matchPath(pattern, segments);
      if (!match) continue;
      return isStaticRoute(route)
        ? { route, kind: 'static' }
        : { route, kind: 'data', value: match.value };
    }
  }
  return undefined;
}
