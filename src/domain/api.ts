import { apiPaths } from './api-paths.js';
import type { CaptchaChallenge } from './captcha.js';
import { anyone, type Endpoint, endpointGroup, json, raw } from './endpoint.js';
import { accountEndpoints } from './endpoints/account.js';
import { adminEndpoints } from './endpoints/admin.js';
import { approvalsEndpoints } from './endpoints/approvals.js';
import { businessesEndpoints } from './endpoints/businesses.js';
import { contactEndpoints } from './endpoints/contact.js';
import { directoryEndpoints } from './endpoints/directory.js';
import { eventsEndpoints } from './endpoints/events.js';
import { importsEndpoints } from './endpoints/imports.js';
import { insightsEndpoints } from './endpoints/insights.js';
import { jobsEndpoints } from './endpoints/jobs.js';
import { listingUpkeepEndpoints } from './endpoints/listing-upkeep.js';
import { paymentsEndpoints } from './endpoints/payments.js';
import { photosEndpoints } from './endpoints/photos.js';
import { portalEndpoints } from './endpoints/portal.js';
import { reviewsEndpoints } from './endpoints/reviews.js';

const { health, openApi, apiReference, captchaChallenge, authSession, authOk } = apiPaths;

const systemEndpoints = endpointGroup(
  'System',
  { health, openApi, apiReference, captchaChallenge },
  {
    health: anyone('Whether the server and its database answer', {
      answer: json<{ status: 'ok'; database: 'pglite' | 'postgres' }>(),
    }),
    openApi: anyone('This API as an OpenAPI 3.1 document', {
      answer: json<Record<string, unknown>>(),
    }),
    apiReference: anyone('This API as a readable page', {
      answer: raw('text/html; charset=utf-8'),
    }),
    captchaChallenge: anyone('A fresh human-check challenge (ALTCHA); each works once', {
      answer: json<CaptchaChallenge>(),
    }),
  },
);

const authLibraryEndpoints = endpointGroup(
  'Accounts',
  { authSession, authOk },
  {
    authSession: anyone("The auth library's own session read", { answer: raw('application/json') }),
    authOk: anyone("The auth library's liveness check", { answer: raw('application/json') }),
  },
);

export const api = {
  ...systemEndpoints,
  ...authLibraryEndpoints,

  account: accountEndpoints,
  directory: directoryEndpoints,
  jobs: jobsEndpoints,
  events: eventsEndpoints,
  reviews: reviewsEndpoints,
  insights: insightsEndpoints,
  portal: portalEndpoints,
  photos: photosEndpoints,
  payments: paymentsEndpoints,
  admin: adminEndpoints,
  approvals: approvalsEndpoints,
  businesses: businessesEndpoints,
  contact: contactEndpoints,
  imports: importsEndpoints,
  upkeep: listingUpkeepEndpoints,
} as const;

type EndpointsIn<T> = T extends Endpoint ? T : T extends object ? EndpointsIn<T[keyof T]> : never;

/** Any endpoint of the table. */
export type ApiEndpoint = EndpointsIn<typeof api>;

/** The endpoint at an address of api-paths.ts, with its schemas and answer. */
export type EndpointAt<R extends ApiEndpoint['route']> = Extract<ApiEndpoint, { route: R }>;
