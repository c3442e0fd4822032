/**
 * Google reviews on listings (issue 26 point 3; docs/decisions/025-google-reviews.md).
 *
 * A listing on a plan with `googleReviews` is linked to its Google place by its owner
 * or an admin: a Text Search by name and address offers places, the chosen one is read
 * with Place Details, and the row is written whole only once that read worked, so a
 * failed link leaves the previous state as it was. The maintenance pass reads every
 * linked place again once a day, records what went wrong without failing, stops at a
 * spent quota, and empties copies that are two days old or whose listing left the plan.
 * Without GOOGLE_PLACES_API_KEY nothing is fetched and nothing is shown.
 */
import { PLAN_IDS, type PlanId, planOf } from '#domain/plans.js';
import {
  type GoogleReviewsSettings,
  type LinkedPlace,
  type LinkOutcome,
  PLACES_FAILURE_MESSAGES,
  type PlaceSearchResult,
  type PublicGoogleReviews,
  REVIEWS_REFRESH_MS,
  REVIEWS_SHOWN_FOR_MS,
  reviewMessages,
} from '#domain/reviews.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { assertCan, type SessionUser } from '../../platform/auth/guards.js';
import type { Logger } from '../../platform/logger.js';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit.js';
import type { RequestMeta } from '../../platform/request-context.js';
import { logAdminAction, logUserAction } from '../../platform/security-log.js';
import { lockBusiness } from '../businesses/businesses.service.js';
import { requireOwnBusiness } from '../portal/portal.service.js';
import {
  type PlaceDetails,
  PlacesError,
  type PlacesProvider,
  placesProviderOf,
} from './places-provider.js';
import {
  deletePlace,
  EMPTY_CONTENT,
  emptyCopies,
  findBusinessWithPlace,
  type GooglePlaceRow,
  listDuePlaces,
  updatePlaceContent,
  upsertPlace,
} from './reviews.queries.js';

/** Plans whose listings show Google reviews (Texas Gold). */
const REVIEW_PLANS: PlanId[] = PLAN_IDS.filter((id) => planOf(id).googleReviews > 0);
/** After a failed read, the pass tries that place again no sooner than this. */
const RETRY_AFTER_MS = 60 * 60_000;
/** Places read per maintenance pass (it runs every ten minutes). */
const REFRESH_BATCH = 50;
/**
 * Searches and links of one listing per hour: each is a billed call to Google, so a
 * stuck button or a script cannot run up the bill (a link takes a search or two).
 */
export const GOOGLE_CALLS_RATE_LIMIT: RateLimitRule = {
  name: 'google-places',
  max: 30,
  windowMs: 60 * 60_000,
};

interface Context {
  db: Db;
  config: Config;
  logger: Logger;
  meta: RequestMeta;
  actor: SessionUser;
}

/** Whose listing: the owner's own, or any one for an admin. */
type Scope = { kind: 'own' } | { kind: 'admin'; businessId: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function linkedPlaceOf(row: GooglePlaceRow | null): LinkedPlace | null {
  if (!row) return null;
  return {
    placeId: row.placeId,
    name: row.name,
    address: row.address,
    googleMapsUri: row.googleMapsUri,
    rating: row.rating,
    userRatingCount: row.userRatingCount,
    reviewCount: row.reviews.length,
    fetchedAt: iso(row.fetchedAt),
    lastError: row.lastError,
    lastErrorAt: iso(row.lastErrorAt),
  };
}

async function businessIdOf(ctx: Context, scope: Scope): Promise<string> {
  if (scope.kind === 'admin') {
    assertCan(ctx.actor, 'manage:business:any');
    return scope.businessId;
  }
  assertCan(ctx.actor, 'update:business-profile:own');
  return (await requireOwnBusiness(ctx.db, ctx.actor)).businessId;
}

async function loadListing(db: Db, businessId: string) {
  const row = await findBusinessWithPlace(db, businessId);
  if (!row) throw new AppError('not_found', reviewMessages.businessNotFound);
  return row;
}

function settingsOf(
  config: Config,
  { business, place }: Awaited<ReturnType<typeof loadListing>>,
): GoogleReviewsSettings {
  const plan = planOf(business.plan);
  const where = [
    business.address,
    business.city,
    [business.state, business.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    businessId: business.id,
    businessName: business.name,
    suggestedQuery: where ? `${business.name}, ${where}` : business.name,
    configured: Boolean(config.googlePlaces.apiKey),
    planAllows: plan.googleReviews > 0,
    reviewsShown: plan.googleReviews,
    place: linkedPlaceOf(place),
  };
}

/** The checks before any call to Google: a key, and a plan that shows reviews. */
function requireProvider(config: Config, plan: string): PlacesProvider {
  const provider = placesProviderOf(config);
  if (!provider) throw new AppError('unavailable', reviewMessages.notConfigured);
  if (planOf(plan).googleReviews < 1) throw new AppError('forbidden', reviewMessages.planRequired);
  return provider;
}

/** A provider failure as the person sees it: what happened at Google, never a 500. */
function refusalOf(error: unknown, logger: Logger, what: string): AppError {
  if (!(error instanceof PlacesError)) {
    logger.error(`google places ${what} failed`, { error: String(error) });
    return new AppError('unavailable', reviewMessages.unavailable);
  }
  logger.warn(`google places ${what} refused`, { failure: error.failure, detail: error.message });
  const message = PLACES_FAILURE_MESSAGES[error.failure];
  if (error.failure === 'not_found') return new AppError('not_found', message);
  if (error.failure === 'bad_request')
    return new AppError('validation', message, { query: message });
  return new AppError('unavailable', message);
}

export async function getReviewSettings(
  ctx: Context & { scope: Scope },
): Promise<GoogleReviewsSettings> {
  const businessId = await businessIdOf(ctx, ctx.scope);
  return settingsOf(ctx.config, await loadListing(ctx.db, businessId));
}

export async function searchGooglePlaces(
  ctx: Context & { scope: Scope; query: string },
): Promise<PlaceSearchResult> {
  const businessId = await businessIdOf(ctx, ctx.scope);
  const { business } = await loadListing(ctx.db, businessId);
  const provider = requireProvider(ctx.config, business.plan);
  await consumeRateLimit(ctx, GOOGLE_CALLS_RATE_LIMIT, [businessId]);
  try {
    return { candidates: await provider.searchText(ctx.query) };
  } catch (error) {
    throw refusalOf(error, ctx.logger, 'search');
  }
}

function contentOf(details: PlaceDetails, now: Date) {
  return {
    placeId: details.placeId,
    name: details.name,
    address: details.address,
    googleMapsUri: details.googleMapsUri,
    rating: details.rating,
    userRatingCount: details.userRatingCount,
    reviews: details.reviews,
    fetchedAt: now,
    lastError: null,
    lastErrorAt: null,
  };
}

export async function linkGooglePlace(
  ctx: Context & { scope: Scope; placeId: string; now?: Date },
): Promise<LinkOutcome> {
  const businessId = await businessIdOf(ctx, ctx.scope);
  const { business, place: before } = await loadListing(ctx.db, businessId);
  const provider = requireProvider(ctx.config, business.plan);
  await consumeRateLimit(ctx, GOOGLE_CALLS_RATE_LIMIT, [businessId]);
  let details: PlaceDetails;
  try {
    details = await provider.placeDetails(ctx.placeId);
  } catch (error) {
    throw refusalOf(error, ctx.logger, 'details');
  }
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    // The plan may have changed while Google answered.
    const locked = await lockBusiness({ db: tx, id: businessId, strength: 'no key update' });
    if (!locked) throw new AppError('not_found', reviewMessages.businessNotFound);
    if (planOf(locked.plan).googleReviews < 1)
      throw new AppError('forbidden', reviewMessages.planRequired);
    await upsertPlace(tx, {
      businessId,
      ...contentOf(details, now),
      linkedBy: ctx.actor.id,
      linkedAt: now,
    });
    await auditLink(tx, ctx, {
      action: 'google_place_linked',
      businessId,
      before: before ? { placeId: before.placeId, name: before.name } : null,
      after: { placeId: details.placeId, name: details.name },
    });
  });
  const settings = settingsOf(ctx.config, await loadListing(ctx.db, businessId));
  return {
    message: ctx.scope.kind === 'admin' ? reviewMessages.linkedAdmin : reviewMessages.linked,
    settings,
  };
}

export async function unlinkGooglePlace(ctx: Context & { scope: Scope }): Promise<LinkOutcome> {
  const businessId = await businessIdOf(ctx, ctx.scope);
  await loadListing(ctx.db, businessId);
  await ctx.db.transaction(async (tx) => {
    const removed = await deletePlace(tx, businessId);
    if (!removed) throw new AppError('not_found', reviewMessages.notLinked);
    await auditLink(tx, ctx, {
      action: 'google_place_unlinked',
      businessId,
      before: { placeId: removed.placeId },
      after: null,
    });
  });
  return {
    message: reviewMessages.unlinked,
    settings: settingsOf(ctx.config, await loadListing(ctx.db, businessId)),
  };
}

/** An admin's link is an admin action; an owner's is a security event about their listing. */
function auditLink(
  tx: Db,
  ctx: Context & { scope: Scope },
  event: {
    action: string;
    businessId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
) {
  if (ctx.scope.kind === 'admin') {
    return logAdminAction(tx, ctx.meta, {
      action: `admin_${event.action}`,
      actorUserId: ctx.actor.id,
      resourceType: 'business',
      resourceId: event.businessId,
      before: event.before,
      after: event.after,
    });
  }
  return logUserAction(tx, ctx, {
    action: event.action,
    resourceType: 'business',
    resourceId: event.businessId,
    metadata: { before: event.before, after: event.after },
  });
}

/** The profile's block: the copy, when the plan shows it, the server has a key and it is fresh. */
export async function getPublicReviews({
  db,
  config,
  businessId,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  businessId: string;
  now?: Date;
}): Promise<PublicGoogleReviews> {
  if (!config.googlePlaces.apiKey) return { place: null };
  const row = await findBusinessWithPlace(db, businessId);
  const place = row?.place;
  const shown = row ? planOf(row.business.plan).googleReviews : 0;
  if (!place?.fetchedAt || shown < 1) return { place: null };
  if (now.getTime() - place.fetchedAt.getTime() > REVIEWS_SHOWN_FOR_MS) return { place: null };
  return {
    place: {
      name: place.name,
      googleMapsUri: place.googleMapsUri,
      rating: place.rating,
      userRatingCount: place.userRatingCount,
      reviews: place.reviews.slice(0, shown),
      fetchedAt: place.fetchedAt.toISOString(),
    },
  };
}

export interface RefreshReport {
  refreshed: number;
  failed: number;
  emptied: number;
  /** Google said the quota is spent: the rest waits for the next pass. */
  stoppedByQuota: boolean;
}

/**
 * The maintenance pass's part: empty what may not be kept, then read the due places
 * again. A failure is written on the place's row (the owner and admins see it) and
 * logged; it never fails the pass.
 */
export async function refreshGoogleReviews({
  db,
  config,
  logger,
  now = new Date(),
  provider = placesProviderOf(config),
}: {
  db: Db;
  config: Config;
  logger: Logger;
  now?: Date;
  provider?: PlacesProvider | null;
}): Promise<RefreshReport> {
  const report: RefreshReport = { refreshed: 0, failed: 0, emptied: 0, stoppedByQuota: false };
  report.emptied = await emptyCopies(db, {
    readBefore: new Date(now.getTime() - REVIEWS_SHOWN_FOR_MS),
    reviewPlans: REVIEW_PLANS,
  });
  if (!provider) return report;
  const due = await listDuePlaces(db, {
    reviewPlans: REVIEW_PLANS,
    readBefore: new Date(now.getTime() - REVIEWS_REFRESH_MS),
    failedBefore: new Date(now.getTime() - RETRY_AFTER_MS),
    limit: REFRESH_BATCH,
  });
  for (const key of due) {
    try {
      const details = await provider.placeDetails(key.placeId);
      // Google may answer with the place's current id: it replaces the stored one.
      await updatePlaceContent(db, key, contentOf(details, now));
      report.refreshed += 1;
    } catch (error) {
      report.failed += 1;
      const failure = error instanceof PlacesError ? error.failure : 'unavailable';
      logger.warn('google reviews refresh failed', {
        businessId: key.businessId,
        placeId: key.placeId,
        failure,
        detail: error instanceof Error ? error.message : String(error),
      });
      await updatePlaceContent(db, key, {
        lastError: PLACES_FAILURE_MESSAGES[failure],
        lastErrorAt: now,
        // A place Google no longer knows has nothing left to show.
        ...(failure === 'not_found' ? EMPTY_CONTENT : {}),
      }).catch((writeError) =>
        logger.error('google reviews refresh could not record its failure', {
          businessId: key.businessId,
          error: String(writeError),
        }),
      );
      if (failure === 'quota') {
        report.stoppedByQuota = true;
        break;
      }
    }
  }
  if (report.refreshed || report.failed || report.emptied)
    logger.info('google reviews refreshed', { ...report });
  return report;
}
