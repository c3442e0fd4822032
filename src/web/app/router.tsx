import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type Language, pathInLanguage } from '#domain/languages.js';
import { isStaticRoute, type PageKey, ROUTES, routePaths } from '#domain/routes.js';
import { translated } from '../lib/i18n';
import { usePageTitle } from '../lib/use-page-title';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/**
 * The component of each page in the route table (src/domain/routes.ts), each its
 * own chunk, loaded on first visit. A page added to the table and not here is a
 * type error.
 */
const PAGES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./routes/public/home'),
  about: () => import('./routes/public/about'),
  contact: () => import('./routes/public/contact'),
  listings: () => import('./routes/public/listings'),
  businessProfile: () => import('./routes/public/business-profile'),
  city: () => import('./routes/public/city'),
  jobs: () => import('./routes/public/jobs'),
  jobPosting: () => import('./routes/public/job-posting'),
  postJob: () => import('./routes/public/post-job'),
  events: () => import('./routes/public/events'),
  event: () => import('./routes/public/event'),
  pricing: () => import('./routes/public/pricing'),
  pricingSuccess: () => import('./routes/public/pricing-success'),
  pricingCancel: () => import('./routes/public/pricing-cancel'),
  termsOfService: () => import('./routes/public/terms-of-service'),
  privacyPolicy: () => import('./routes/public/privacy-policy'),
  withdrawApplication: () => import('./routes/public/withdraw-application'),
  businessLogin: () => import('./routes/auth/business-login'),
  adminLogin: () => import('./routes/auth/admin-login'),
  resetPassword: () => import('./routes/auth/reset-password'),
  businessPortal: () => import('./routes/portal/business-portal'),
  adminDashboard: () => import('./routes/admin/admin-dashboard'),
  mailbox: () => import('./routes/admin/mailbox'),
  importBusinesses: () => import('./routes/admin/import-businesses'),
};

/**
 * A page whose title is fixed gets it from the table, the same title the server sent:
 * the table's English, put in the page's language at render (src/locales/es/messages.json).
 */
function withTitle(Page: ComponentType, title: string | undefined): ComponentType {
  return function TitledPage() {
    usePageTitle(title === undefined ? undefined : translated(title));
    return <Page />;
  };
}

/** Alias paths share one loader, so both render the same component from the same chunk. */
function pageRoutes(): RouteObject[] {
  return ROUTES.flatMap((route) => {
    const lazy = async () => {
      const Page = (await PAGES[route.page]()).default;
      return { Component: isStaticRoute(route) ? withTitle(Page, route.title) : Page };
    };
    return routePaths(route).map((path) =>
      path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy },
    );
  });
}

const notFound: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./routes/public/not-found')).default }),
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: keeps the header and footer on screen while a page loads or fails.
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: [...pageRoutes(), notFound],
      },
    ],
  },
];

/**
 * The router of a page in `language`: a Spanish page's paths are the English ones
 * under '/es' (decision 028), so every link and navigation of a Spanish page stays
 * Spanish without naming the prefix.
 */
export function createAppRouter(language: Language) {
  return createBrowserRouter(routes, { basename: pathInLanguage('/', language) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has the first page's code (its lazy route), so the app's
 * first render draws the page instead of the loading screen before it. The server has
 * named that code in the page's head, so this waits on little or nothing.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
