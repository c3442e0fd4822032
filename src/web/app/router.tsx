import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/**
 * Each screen is its own chunk, loaded on first visit. Alias paths share one loader,
 * so both render the same component from the same chunk.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const home = page(() => import('./routes/public/home'));
const about = page(() => import('./routes/public/about'));
const contact = page(() => import('./routes/public/contact'));
const listings = page(() => import('./routes/public/listings'));
const businessProfile = page(() => import('./routes/public/business-profile'));
const city = page(() => import('./routes/public/city'));
const jobs = page(() => import('./routes/public/jobs'));
const postJob = page(() => import('./routes/public/post-job'));
const events = page(() => import('./routes/public/events'));
const pricing = page(() => import('./routes/public/pricing'));
const pricingSuccess = page(() => import('./routes/public/pricing-success'));
const pricingCancel = page(() => import('./routes/public/pricing-cancel'));
const terms = page(() => import('./routes/public/terms-of-service'));
const privacy = page(() => import('./routes/public/privacy-policy'));
const notFound = page(() => import('./routes/public/not-found'));
const businessLogin = page(() => import('./routes/auth/business-login'));
const adminLogin = page(() => import('./routes/auth/admin-login'));
const resetPassword = page(() => import('./routes/auth/reset-password'));
const businessPortal = page(() => import('./routes/portal/business-portal'));
const adminDashboard = page(() => import('./routes/admin/admin-dashboard'));
const importBusinesses = page(() => import('./routes/admin/import-businesses'));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: keeps the header and footer on screen while a page loads or fails.
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: [
          { index: true, ...home },
          { path: 'about', ...about },
          { path: 'contact', ...contact },
          { path: 'listings', ...listings },
          { path: 'businesses', ...listings },
          // Static segments rank above the :businessId parameter; listed first for readers.
          { path: 'business/login', ...businessLogin },
          { path: 'business/portal', ...businessPortal },
          { path: 'business/reset-password', ...resetPassword },
          { path: 'business/:businessId', ...businessProfile },
          { path: 'city/:cityName', ...city },
          { path: 'jobs', ...jobs },
          { path: 'post-job', ...postJob },
          { path: 'events', ...events },
          { path: 'pricing', ...pricing },
          { path: 'pricing/success', ...pricingSuccess },
          { path: 'pricing/cancel', ...pricingCancel },
          { path: 'terms-of-service', ...terms },
          { path: 'privacy-policy', ...privacy },
          { path: 'business-login', ...businessLogin },
          { path: 'admin-login', ...adminLogin },
          { path: 'admin/login', ...adminLogin },
          { path: 'business-portal', ...businessPortal },
          { path: 'admin-dashboard', ...adminDashboard },
          { path: 'admin/dashboard', ...adminDashboard },
          { path: 'admin/mailbox', ...page(() => import('./routes/admin/mailbox')) },
          { path: 'import-businesses', ...importBusinesses },
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
