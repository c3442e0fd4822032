import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, importMessages } from '#domain/imports.js';
import { tileImageSource } from '#domain/map-tiles.js';
import { photoMessages } from '#domain/photos.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { analyticsRoutes } from './features/analytics/analytics.routes.js';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.js';
import { approvalsRoutes } from './features/approvals/approvals.routes.js';
import { businessManagementRoutes } from './features/business-management/business-management.routes.js';
import { businessesRoutes } from './features/businesses/businesses.routes.js';
import { captchaRoutes } from './features/captcha/captcha.routes.js';
import { citiesRoutes } from './features/cities/cities.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { eventFeedRoutes, eventsRoutes } from './features/events/events.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { importsRoutes } from './features/imports/imports.routes.js';
import { insightsRoutes } from './features/insights/insights.routes.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { listingUpkeepRoutes } from './features/listing-upkeep/listing-upkeep.routes.js';
import { mailboxRoutes } from './features/mailbox/mailbox.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { photoRoutes } from './features/photos/photos.routes.js';
import { portalRoutes } from './features/portal/portal.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { configureSearchIndex } from './features/search/word-index.service.js';
import { renderSpaPage, seoRoutes } from './features/seo/seo.routes.js';
import { AppError } from './platform/app-error.js';
import { createAuth } from './platform/auth/auth.js';
import { authRoutes } from './platform/auth/auth.routes.js';
import { compressResponse } from './platform/compression.js';
import { handleError, handleNotFound } from './platform/http-errors.js';
import type { AppDeps, AppEnv } from './platform/request-context.js';
import { setResponseHeader, setResponseHeaders } from './platform/response-headers.js';
import { registerRoutes } from './platform/routes.js';
import { JSON_SECURITY_HEADERS, pageSecurityHeaders } from './platform/security-headers.js';
import { IMMUTABLE, staticFiles } from './platform/static-files.js';
import { createStorage } from './platform/storage/create-storage.js';
import type { Storage } from './platform/storage/storage.js';
import { MULTIPART_REQUEST_MAX } from './platform/uploads.js';
import { loadWebShell } from './platform/web-shell.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The deps; storage defaults to the one the config names. */
export type CreateAppInput = Omit<AppDeps, 'storage'> & { storage?: Storage };

export function createApp(input: CreateAppInput) {
  const deps: AppDeps = { ...input, storage: input.storage ?? createStorage(input.config) };
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();
  mkdirSync(config.uploadsDir, { recursive: true });
  const auth = createAuth({ config, db: deps.database.db, logger });
  configureSearchIndex(deps.database.db, { mode: config.searchIndex, logger });

  // Pages (and anything a browser may show: the test checkout, files) get the page's
  // policy; JSON answers the short set OWASP gives for REST APIs.
  const pageHeaders = pageSecurityHeaders(
    config.s3 ? new URL(config.s3.publicUrl).origin : undefined,
    tileImageSource(config.public.mapTileUrl),
  );

  // One step around every request: its id, then, once the answer is built,
  // compression, the security headers chosen by its type, and the log line (one
  // step instead of one middleware each: every await of every request is paid for).
  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('auth', auth);
    const started = performance.now();
    await next();
    await compressResponse(c);
    const json = c.res.headers.get('Content-Type')?.startsWith('application/json');
    setResponseHeaders(c, json ? JSON_SECURITY_HEADERS : pageHeaders);
    setResponseHeader(c, 'X-Request-Id', requestId);
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // Limits are enforced while the body streams in: uploads (multipart) get room
  // for one file, everything else the small JSON limit.
  const tooLarge = () => {
    throw new AppError('too_large', 'The request body is too large.');
  };
  const jsonLimit = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  const uploadLimit = bodyLimit({
    maxSize: MULTIPART_REQUEST_MAX,
    onError: () => {
      throw new AppError('too_large', photoMessages.fileTooLarge);
    },
  });
  // A spreadsheet import is bigger than any photo.
  const importLimit = bodyLimit({
    maxSize: IMPORT_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('too_large', importMessages.tooLarge);
    },
  });
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body (reading the limit's way would build a whole Request).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data'))
      return jsonLimit(c, next);
    return c.req.path.startsWith('/api/admin/imports')
      ? importLimit(c, next)
      : uploadLimit(c, next);
  });

  // Every endpoint of src/domain/api.ts, in this order: where two paths match the
  // first answers (the search routes' fixed paths before the profile's /:idOrSlug).
  registerRoutes(app, [
    ...healthRoutes,
    ...apiDocsRoutes,
    ...authRoutes,
    ...accountsRoutes,
    ...portalRoutes,
    ...approvalsRoutes,
    ...businessManagementRoutes,
    ...contactRoutes,
    ...photoRoutes,
    ...jobsRoutes,
    ...insightsRoutes,
    ...listingUpkeepRoutes,
    ...analyticsRoutes,
    ...importsRoutes,
    ...adminRoutes,
    ...captchaRoutes,
    ...eventsRoutes,
    ...reviewsRoutes,
    ...paymentsRoutes,
    ...mailboxRoutes,
    ...searchRoutes,
    ...businessesRoutes,
    ...citiesRoutes,
  ]);

  // Stored names are fresh (storage newObjectKey), so browsers may keep a file for a year.
  app.use(
    '/uploads/*',
    staticFiles({
      root: config.uploadsDir,
      rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
      cacheControl: IMMUTABLE,
    }),
  );
  app.get('/uploads/*', handleNotFound);

  app.route('/', seoRoutes);
  app.route('/', eventFeedRoutes);

  if (deps.webDir) {
    const webDir = deps.webDir;
    const shell = loadWebShell(webDir, config.public);
    // Built names carry a content hash; the build wrote .br and .gz copies beside them.
    app.use(
      '/assets/*',
      staticFiles({ root: webDir, cacheControl: IMMUTABLE, precompressed: true }),
    );
    const publicFiles = staticFiles({
      root: webDir,
      cacheControl: 'public, max-age=3600',
      precompressed: true,
    });
    // index.html is never served raw: it is rendered with the public config below.
    // Nor is the build's .vite folder (its manifest is for the bundle budget test).
    app.use('*', (c, next) =>
      c.req.path === '/' || c.req.path.endsWith('.html') || c.req.path.includes('/.')
        ? next()
        : publicFiles(c, next),
    );
    // Each page's own head tags, and 404 for paths the SPA does not know.
    app.get('*', async (c) => {
      if (c.req.path.startsWith('/api/')) return handleNotFound(c);
      if (!shell) throw new AppError('unavailable', 'The web app has not been built.');
      return renderSpaPage(c, shell);
    });
  }

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
