/**
 * Who gets what from every route the server registers (issue 30 point 1): the
 * contract access-matrix.test.ts holds the app to. One row per `METHOD /path` as
 * Hono lists it (`app.routes`): a route without a row fails the test, and so does a
 * row without a route.
 *
 * Six callers: signed out, owner A (the objects the test walks are A's: business,
 * job, application and resume, photos, event, checkout, change request), owner B
 * (another business's owner), a claimant (an owner whose claim still waits: signed in,
 * no business; every owner route answers 404 'Your account is not linked to a business
 * listing.'), an admin who has not set up two-factor yet, and an admin with two-factor.
 * Each outcome is what the caller sees: 'ok' (any 2xx or 3xx) or the error status.
 * Owner B on A's object gets 404, the same answer as for an id that does not exist:
 * not yours is not found, so an id tells nobody whether it exists. Decision 031.
 *
 * `why` says what is not obvious: a 400 where the body the walk sends is refused past
 * the access check, an object made for the row alone, a link whose token is the key.
 */

export const CALLERS = [
  'signedOut',
  'ownerA',
  'ownerB',
  'claimant',
  'adminWithout2fa',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** 'ok': a 2xx or 3xx answer; else the error status the caller must get. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 415;

export type AccessRow = Record<Caller, Outcome> & { why?: string };
/** A middleware Hono lists as a route of its own: it answers nothing by itself. */
export type MiddlewareRow = { middleware: string };
export type MatrixRow = AccessRow | MiddlewareRow;

const everyone = (outcome: Outcome, why?: string): AccessRow => ({
  signedOut: outcome,
  ownerA: outcome,
  ownerB: outcome,
  claimant: outcome,
  adminWithout2fa: outcome,
  admin: outcome,
  why,
});

/** Anyone, signed in or not, the same answer. */
const PUBLIC = everyone('ok');
/** Any signed-in user, each about themselves. */
const SIGNED_IN: AccessRow = { ...everyone('ok'), signedOut: 401 };
/** An owner, about their own business (no id in the request: B gets B's own). */
const OWNER: AccessRow = {
  signedOut: 401,
  ownerA: 'ok',
  ownerB: 'ok',
  claimant: 404,
  adminWithout2fa: 403,
  admin: 403,
};
/** An owner, on one of A's objects: B gets 404, as for an id that does not exist. */
const OWNER_ON_A: AccessRow = { ...OWNER, ownerB: 404 };
/** An admin with two-factor only. */
const ADMIN: AccessRow = {
  signedOut: 401,
  ownerA: 403,
  ownerB: 403,
  claimant: 403,
  adminWithout2fa: 403,
  admin: 'ok',
};

const as = (base: AccessRow, changes: Partial<AccessRow>, why?: string): AccessRow => ({
  ...base,
  ...changes,
  why: why ?? changes.why ?? base.why,
});

export const ACCESS_MATRIX: Record<string, MatrixRow> = {
  // Middleware (app.ts): each request passes through them on its way to a row below.
  'ALL /*': {
    middleware:
      "request id, compression, security headers, log line; and the web build's public files",
  },
  'ALL /api/*': { middleware: 'request body limits' },
  'ALL /uploads/*': { middleware: 'public stored files (GET /uploads/* answers the rest)' },
  'ALL /assets/*': { middleware: "the web build's hashed files" },

  // Health and the API's own description.
  'GET /api/health': PUBLIC,
  'GET /api/openapi.json': as(PUBLIC, {}, 'says what the server answers to anyone (decision 018)'),
  'GET /api/docs': PUBLIC,

  // The auth library's own handler: only reading the session is registered (auth.routes.ts).
  'GET /api/auth/get-session': as(PUBLIC, {}, "the caller's own session, or null"),
  'GET /api/auth/ok': PUBLIC,

  // Accounts.
  'GET /api/account/session': as(PUBLIC, {}, "the caller's own user, or null"),
  'POST /api/account/sign-in': everyone(400, 'open to all; the walk sends no captcha'),
  'POST /api/account/sign-in/two-factor': everyone(400, 'open to all; the walk sends no code'),
  'POST /api/account/sign-out': as(PUBLIC, {}, 'walked last: it ends each caller\u2019s session'),
  'GET /api/account/sessions': SIGNED_IN,
  'POST /api/account/sessions/sign-out-others': as(SIGNED_IN, {}, 'walked after the other rows'),
  'DELETE /api/account/sessions/:id': as(
    SIGNED_IN,
    { ownerB: 404, claimant: 404, adminWithout2fa: 404, admin: 404 },
    "A's other session: only A may end it; to anyone else it does not exist",
  ),
  'PUT /api/account/language': PUBLIC,
  'POST /api/account/claim': everyone(400, 'open to all; the walk sends no captcha'),
  'POST /api/account/password/forgot': everyone(400, 'open to all; the walk sends no captcha'),
  'POST /api/account/password/reset': everyone(400, 'open to all; the walk sends no token'),
  'POST /api/account/password/change': as(
    SIGNED_IN,
    { ownerA: 400, ownerB: 400, claimant: 400, adminWithout2fa: 400, admin: 400 },
    'past the sign-in check; the walk sends no passwords',
  ),
  'POST /api/account/two-factor/setup': as(
    SIGNED_IN,
    { ownerA: 400, ownerB: 400, claimant: 400, adminWithout2fa: 400, admin: 400 },
    'past the sign-in check; the walk sends no password',
  ),
  'POST /api/account/two-factor/confirm': as(
    SIGNED_IN,
    { ownerA: 400, ownerB: 400, claimant: 400, adminWithout2fa: 400, admin: 400 },
    'past the sign-in check; the walk sends no code',
  ),
  'POST /api/account/two-factor/disable': as(
    OWNER,
    { ownerA: 400, ownerB: 400, claimant: 400 },
    'owners only (admins keep two-factor); the walk sends no password',
  ),

  // The owner portal.
  'GET /api/portal/me': as(OWNER, { claimant: 'ok' }, "a claimant's page says 'No Business Found'"),
  'DELETE /api/portal/profile-changes/:id': as(OWNER_ON_A, {}, "A's waiting profile change"),
  'POST /api/portal/profile-changes': as(
    OWNER,
    {},
    "each owner's change to its own listing (A's after withdrawing the one above)",
  ),
  'PUT /api/portal/spanish': OWNER,

  // Approvals.
  'GET /api/admin/change-requests': ADMIN,
  'GET /api/admin/change-requests/:id': as(ADMIN, {}, "A's profile change"),
  'POST /api/admin/change-requests/:id/approve': as(ADMIN, {}, 'a claim made for this row'),
  'POST /api/admin/change-requests/:id/reject': as(ADMIN, {}, 'a claim made for this row'),

  // Business management.
  'GET /api/admin/businesses': ADMIN,
  'GET /api/admin/businesses/export.csv': ADMIN,
  'GET /api/admin/businesses/export.xlsx': ADMIN,
  'GET /api/admin/businesses/unread-hours': ADMIN,
  'POST /api/admin/businesses': as(ADMIN, { admin: 400 }, 'past the guard; the walk sends {}'),
  'PATCH /api/admin/businesses/:id': as(ADMIN, {}, "A's business"),
  'DELETE /api/admin/businesses/:id': as(ADMIN, {}, 'a listing made for this row'),
  'DELETE /api/admin/businesses/:id/owner': as(
    ADMIN,
    {},
    'an owner and listing made for this row (the erased account is nobody the walk signs in as)',
  ),
  'POST /api/admin/businesses/:id/plan': as(
    ADMIN,
    {},
    "B's business, set to the plan it has (A's stays paid online for the payments rows)",
  ),

  // Contact.
  'POST /api/contact': everyone(400, 'open to all; the walk sends no captcha'),
  'GET /api/admin/contact-submissions': ADMIN,
  'GET /api/admin/contact-submissions/:id': ADMIN,
  'PATCH /api/admin/contact-submissions/:id': ADMIN,
  'POST /api/admin/contact-submissions/:id/archive': ADMIN,
  'POST /api/admin/contact-submissions/:id/unarchive': ADMIN,

  // Photos.
  'GET /api/photos/:id/:variant{file|thumbnail}': as(
    SIGNED_IN,
    { ownerB: 404, claimant: 404, adminWithout2fa: 403 },
    "A's pending photo: private to A and admins (with two-factor)",
  ),
  'GET /api/portal/photos': OWNER,
  'POST /api/portal/photos': as(
    OWNER,
    { ownerA: 415, ownerB: 415, claimant: 415 },
    'an upload is multipart; the walk sends JSON',
  ),
  'DELETE /api/portal/photos/:id': as(OWNER_ON_A, {}, "a photo of A's for this row"),
  'GET /api/admin/photos': ADMIN,
  'POST /api/admin/photos': as(
    ADMIN,
    { admin: 415 },
    'an upload is multipart; the walk sends JSON',
  ),
  'POST /api/admin/photos/bulk-approve': ADMIN,
  'POST /api/admin/photos/set-primary-photos': ADMIN,
  'POST /api/admin/photos/:id/approve': as(ADMIN, {}, "a pending photo of A's for this row"),
  'POST /api/admin/photos/:id/reject': as(ADMIN, {}, "a pending photo of A's for this row"),
  'POST /api/admin/photos/:id/primary': as(ADMIN, {}, "A's approved photo"),
  'DELETE /api/admin/photos/:id': as(ADMIN, {}, "a photo of A's for this row"),

  // Jobs.
  'GET /api/jobs': PUBLIC,
  'GET /api/jobs/applications/:id/resume': as(
    OWNER_ON_A,
    { signedOut: 401, adminWithout2fa: 403, admin: 'ok' },
    "the resume of an application to A's job: A and admins (or the e-mailed link)",
  ),
  'GET /api/jobs/:id': PUBLIC,
  'POST /api/jobs/:id/views': PUBLIC,
  'GET /api/jobs/applications/withdrawal': everyone(
    400,
    "open to all; the signed link's query is the key (the walk sends none)",
  ),
  'POST /api/jobs/applications/withdrawal': everyone(
    400,
    "open to all; the signed link's query is the key (the walk sends none)",
  ),
  'POST /api/jobs/:id/applications': everyone(
    415,
    'open to all; an application is multipart, the walk sends JSON',
  ),
  'GET /api/portal/jobs': OWNER,
  'POST /api/portal/jobs': OWNER,
  'POST /api/portal/jobs/:id/status': as(OWNER_ON_A, {}, 'A pauses its job'),
  'PUT /api/portal/jobs/:id': as(OWNER_ON_A, {}, 'the edit sends it back to review'),
  'GET /api/portal/jobs/:id/applications': OWNER_ON_A,
  'GET /api/portal/jobs/:id/applications.csv': OWNER_ON_A,
  'GET /api/admin/jobs': ADMIN,
  'POST /api/admin/jobs/:id/status': ADMIN,

  // Owner insights.
  'GET /api/portal/insights': OWNER,
  'GET /api/portal/insights.csv': OWNER,
  'GET /api/portal/insights/settings': OWNER,
  'PUT /api/portal/insights/settings': OWNER,
  'GET /api/insights/unsubscribe': everyone(400, "open to all; the signed link's query is the key"),
  'POST /api/insights/unsubscribe': everyone(
    400,
    "open to all; the signed link's query is the key",
  ),
  'POST /api/insights/resubscribe': everyone(
    400,
    "open to all; the signed link's query is the key",
  ),

  // Listings that stay current (issue 29 point 5).
  'POST /api/businesses/:idOrSlug/reports': everyone(400, 'open to all; the walk sends no body'),
  'GET /api/listing-confirmation': everyone(400, "open to all; the signed link's query is the key"),
  'POST /api/listing-confirmation': everyone(
    400,
    "open to all; the signed link's query is the key",
  ),
  'GET /api/admin/reports': ADMIN,
  'POST /api/admin/reports/:id/decision': as(ADMIN, {}, 'a report made for this row'),
  'GET /api/admin/stale-listings': ADMIN,
  'POST /api/admin/businesses/:id/confirm': as(ADMIN, {}, 'a listing made for these rows'),
  'POST /api/admin/businesses/:id/close': as(ADMIN, {}, 'a listing made for these rows'),
  'POST /api/admin/businesses/:id/reopen': as(ADMIN, {}, 'a listing made for these rows'),

  // Analytics.
  'POST /api/analytics/page-view': PUBLIC,
  'POST /api/analytics/clicks': PUBLIC,
  'GET /api/admin/analytics': ADMIN,

  // Imports.
  'GET /api/admin/imports': ADMIN,
  'POST /api/admin/imports/preview': as(ADMIN, { admin: 415 }, 'multipart; the walk sends JSON'),
  'POST /api/admin/imports': as(ADMIN, { admin: 415 }, 'multipart; the walk sends JSON'),
  'POST /api/admin/imports/:id/undo': as(ADMIN, {}, 'an import made for the walk'),

  // Admin dashboard, security log, mailbox.
  'GET /api/admin/dashboard': ADMIN,
  'GET /api/admin/subscriptions': ADMIN,
  'GET /api/admin/security-events': ADMIN,
  'GET /api/admin/security-events/actions': ADMIN,
  'GET /api/mailbox/access': as(PUBLIC, {}, 'says whether the caller may read the mailbox'),
  'GET /api/mailbox': as(ADMIN, {}, 'no SMTP server: the outbox is the mailbox'),

  // Human check.
  'GET /api/captcha/challenge': PUBLIC,

  // Events.
  'GET /api/events': PUBLIC,
  'GET /api/events/:id': as(PUBLIC, {}, "A's event, once published"),
  'GET /api/events/:id/calendar.ics': as(PUBLIC, {}, "A's event, once published"),
  'GET /api/portal/events': OWNER,
  'POST /api/portal/events': as(
    OWNER,
    { ownerA: 409, ownerB: 400 },
    "the body names A's photo, which B may not show ('Photo not found'); A has had its one event this month",
  ),
  'PUT /api/portal/events/:id': as(OWNER_ON_A, {}, "A's event, with A's photo"),
  'POST /api/portal/events/:id/cancel': as(OWNER_ON_A, {}, "an event of A's for this row"),
  'GET /api/admin/events': ADMIN,
  'POST /api/admin/events/:id/status': ADMIN,

  // Google reviews.
  'GET /api/reviews/:id': PUBLIC,
  'GET /api/portal/reviews': OWNER,
  'POST /api/portal/reviews/search': OWNER,
  'PUT /api/portal/reviews/place': OWNER,
  'DELETE /api/portal/reviews/place': OWNER,
  'GET /api/admin/businesses/:id/reviews': ADMIN,
  'POST /api/admin/businesses/:id/reviews/search': ADMIN,
  'PUT /api/admin/businesses/:id/reviews/place': ADMIN,
  'DELETE /api/admin/businesses/:id/reviews/place': ADMIN,

  // Payments.
  'POST /api/payments/checkout': as(
    OWNER,
    { ownerA: 409 },
    'A already subscribes online (its plan changes in Manage Subscription); B starts a checkout',
  ),
  'GET /api/payments/checkout/:id': as(OWNER_ON_A, {}, "A's checkout"),
  'POST /api/payments/portal': as(
    OWNER,
    { ownerB: 409 },
    "A paid through the checkout; B's plan was set by hand: no online subscription to manage",
  ),
  'GET /api/payments/subscription': OWNER,
  'GET /api/payments/test-checkout/:id': as(
    PUBLIC,
    {},
    "A's checkout: its unguessable id is the key, as Stripe's hosted page's is",
  ),
  'POST /api/payments/test-checkout/:id/pay': everyone(
    404,
    'an unknown checkout (paying is proven in payment-checkout.test.ts)',
  ),
  'POST /api/payments/test-checkout/:id/decline': everyone(404, 'an unknown checkout'),
  'POST /api/payments/test-checkout/:id/cancel': everyone(404, 'an unknown checkout'),
  'GET /api/payments/test-portal/:id': everyone(
    404,
    "A's business without the signed link's token: the token is the key",
  ),
  'POST /api/payments/test-portal/:id/:action{switch|cancel|resume}': everyone(
    404,
    "A's business without the signed link's token: the token is the key",
  ),
  'POST /api/webhooks/stripe': everyone(400, 'open to all; the walk sends no signature'),

  // The directory.
  'GET /api/businesses': PUBLIC,
  'GET /api/businesses/home': PUBLIC,
  'GET /api/businesses/featured': PUBLIC,
  'GET /api/businesses/search': PUBLIC,
  'GET /api/businesses/suggestions': PUBLIC,
  'GET /api/businesses/:idOrSlug': as(PUBLIC, {}, "A's business"),
  'GET /api/cities': PUBLIC,
  'GET /api/cities/:cityName': PUBLIC,

  // Files, pages and what crawlers read.
  'GET /uploads/*': as(PUBLIC, {}, "A's approved photo"),
  'GET /sitemap.xml': PUBLIC,
  'GET /sitemaps/:name': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /events.ics': PUBLIC,
  'GET /*': as(
    PUBLIC,
    {},
    'every page of src/domain/routes.ts in English and Spanish: the data behind the portal and admin pages is what the rows above guard',
  ),
};
