import type { Context } from 'hono';
import { api } from '#domain/api.js';
import type { Language } from '#domain/languages.js';
import { problemReportMessages } from '#domain/listing-upkeep.js';
import { escapeHtml } from '../../platform/html.js';
import { translator } from '../../platform/i18n.js';
import { linkPage } from '../../platform/link-page.js';
import { type Route, route } from '../../platform/routes.js';
import {
  confirmByLink,
  confirmListingByAdmin,
  decideProblemReport,
  findProblemReports,
  findStaleListings,
  previewConfirmation,
  setBusinessClosed,
  submitProblemReport,
} from './listing-upkeep.service.js';

function portalLink(language: Language) {
  const { t } = translator(language);
  const path = language === 'es' ? '/es/business/portal' : '/business/portal';
  return `<p><a href="${path}">${escapeHtml(t('email.listingReminder.pagePortal'))}</a></p>`;
}

/** A used, expired or forged link: one clear message. Never cached: each click acts. */
function invalidLink(c: Context) {
  const { t } = translator('en');
  return c.html(
    linkPage(
      t('email.listingReminder.pageInvalidTitle'),
      `<h1>${escapeHtml(t('email.listingReminder.pageInvalidTitle'))}</h1><p>${escapeHtml(problemReportMessages.linkInvalid)}</p>${portalLink('en')}`,
    ),
    400,
  );
}

export const listingUpkeepRoutes: Route[] = [
  route(api.upkeep.report, (_c, { ctx, params, body }) => {
    const { captcha, ...input } = body;
    return submitProblemReport({
      ...ctx,
      ipAddress: ctx.meta.ip,
      idOrSlug: params.idOrSlug,
      input: { reason: input.reason, note: input.note ?? null },
      captcha,
    });
  }),
  // A GET confirms nothing: mail scanners follow links. The button POSTs.
  route(api.upkeep.confirmPage, async (c, { ctx, query }) => {
    c.header('Cache-Control', 'no-store');
    const found = await previewConfirmation({ ...ctx, ownerId: query.owner, token: query.token });
    if (!found) return invalidLink(c);
    const { t } = translator(found.language);
    const action = `/api/listing-confirmation?owner=${encodeURIComponent(query.owner)}&token=${encodeURIComponent(query.token)}`;
    const summary = found.summary
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>');
    return c.html(
      linkPage(
        t('email.listingReminder.pageTitle'),
        `<h1>${escapeHtml(t('email.listingReminder.pageTitle'))}</h1>
<p>${escapeHtml(t('email.listingReminder.pageIntro', { businessName: found.name }))}</p><p>${summary}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('email.listingReminder.pageButton'))}</button></form>${portalLink(found.language)}`,
        found.language,
      ),
    );
  }),
  route(api.upkeep.confirm, async (c, { ctx, query }) => {
    c.header('Cache-Control', 'no-store');
    const done = await confirmByLink({ ...ctx, ownerId: query.owner, token: query.token });
    if (!done) return invalidLink(c);
    const { t } = translator(done.language);
    return c.html(
      linkPage(
        t('email.listingReminder.pageDoneTitle'),
        `<h1>${escapeHtml(t('email.listingReminder.pageDoneTitle'))}</h1><p>${escapeHtml(t('email.listingReminder.pageDone', { businessName: done.name }))}</p>${portalLink(done.language)}`,
        done.language,
      ),
    );
  }),
  route(api.upkeep.reports, (_c, { ctx, query }) => {
    const { status, limit, offset } = query;
    return findProblemReports({ ...ctx, status, page: { limit, offset } });
  }),
  route(api.upkeep.decideReport, (_c, { ctx, params, body }) =>
    decideProblemReport({ ...ctx, id: params.id, status: body.status }),
  ),
  route(api.upkeep.staleListings, (_c, { ctx, query }) =>
    findStaleListings({ ...ctx, page: { limit: query.limit, offset: query.offset } }),
  ),
  route(api.upkeep.confirmListing, (_c, { ctx, params }) =>
    confirmListingByAdmin({ ...ctx, id: params.id }),
  ),
  route(api.upkeep.close, (_c, { ctx, params }) =>
    setBusinessClosed({ ...ctx, id: params.id, closed: true }),
  ),
  route(api.upkeep.reopen, (_c, { ctx, params }) =>
    setBusinessClosed({ ...ctx, id: params.id, closed: false }),
  ),
];
