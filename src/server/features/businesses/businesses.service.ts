import type { BusinessProfile, Listing, PublicBusiness } from '#domain/businesses.js';
import { capDescription, planOf } from '#domain/plans.js';
import { distanceMilesOf, type NearPoint } from '#domain/search.js';
import { isUuid, slugify, uniqueSlug } from '#domain/slug.js';
import { type CoverPhoto, coverImageOf } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { isUniqueViolation } from '../../platform/auth/users.js';
import { RowTexts } from '../../platform/cached-json.js';
import { readPageThroughDirectory } from '../../platform/directory-cache.js';
import { photoSrcSet } from '../../platform/images.js';
import type { Logger } from '../../platform/logger.js';
import { recordProfileView } from '../analytics/analytics.service.js';
import {
  type ApprovedPhotoRow,
  type BusinessInsert,
  type BusinessRow,
  clearBusinessImageIf,
  findBusinessById,
  findBusinessByName,
  findBusinessBySlug,
  findProfileBySlug,
  insertBusiness,
  listApprovedPhotos,
  listSlugsStartingWith,
  lockBusinessRow,
  type PublicBusinessRow,
  updateBusinessById,
} from './businesses.queries.js';

export const BUSINESS_NOT_FOUND = 'Business not found';

/** Longer than any slug (80) or sensible name: such an id cannot match, so no query runs. */
const MAX_ID_OR_SLUG_LENGTH = 200;

/** The columns a listing needs. */
export type ListingSource = Pick<
  PublicBusinessRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'category'
  | 'description'
  | 'descriptionEs'
  | 'speaksSpanish'
  | 'image'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone'
  | 'rating'
  | 'reviews'
  | 'hours'
  | 'plan'
  | 'latitude'
  | 'longitude'
> & {
  /** The best approved photo, which a list's row reads with it (coverImageOf). */
  cover?: CoverPhoto | null;
};

/** The columns a public business needs; the plan decides which of the optional ones are present. */
export type PublicBusinessSource = ListingSource &
  Pick<PublicBusinessRow, 'yearsInBusiness' | 'gbpSetUp' | 'website' | 'email' | 'hours'>;

/**
 * A listing: what every plan shows, the description cut to the plan's cap, and with
 * `near` (a list sorted 'Near me') its miles from there. Every listing has the same keys
 * in the same order, in one literal: a key the row or the plan leaves out is undefined,
 * which JSON leaves out as if absent. On Node 20 a key added to an object after it is
 * made (`{ ...listing, more }`, or keys that come and go with the row) costs about a
 * microsecond each; made so, a city page's 24 businesses took a third of its CPU at
 * 100,000 businesses (bench/README, "One shape for a listing").
 */
export function toListing(row: ListingSource, near?: NearPoint): Listing {
  const plan = planOf(row.plan);
  const picture = coverImageOf(row);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    description: capDescription(row.description, plan.id),
    descriptionEs: capDescription(row.descriptionEs, plan.id),
    speaksSpanish: row.speaksSpanish,
    image: picture.image,
    imageSrcSet: picture.imageSrcSet,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    rating: row.rating,
    reviews: row.reviews,
    plan: plan.id,
    featured: plan.featured,
    // Issue 29: the card's open status, where the plan shows hours (when the row has them).
    hours: plan.showsContactDetails && row.hours ? row.hours : undefined,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMiles: distanceMilesOf(row, near),
  };
}

/**
 * Applies the plan's gating to one row: the single place that decides what is public.
 * What the plan does not show (website, email, hours) is undefined, so absent from the
 * JSON. The listing's own keys are set in place (Object.assign: a spread into a new
 * literal with these keys is the slow path toListing's note describes).
 */
export function toPublicBusiness(row: PublicBusinessSource, near?: NearPoint): PublicBusiness {
  const plan = planOf(row.plan);
  const shows = plan.showsContactDetails;
  return Object.assign(toListing(row, near), {
    hours: shows ? row.hours : undefined,
    yearsInBusiness: row.yearsInBusiness,
    planLabel: plan.label,
    gbpBadge: plan.id === 'texas_gold' && row.gbpSetUp,
    website: shows ? row.website : undefined,
    email: shows ? row.email : undefined,
  });
}

/** Each word index row's listing and city page business as JSON (jsonAnswer's pageOfRows). */
export const listingTexts = new RowTexts(toListing, distanceMilesOf);
export const publicBusinessTexts = new RowTexts(toPublicBusiness, distanceMilesOf);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether an id can be looked up at all; anything else is simply not found. The
 * database refuses NUL and broken UTF-16, so those must never reach a query.
 */
function isLookupKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_ID_OR_SLUG_LENGTH &&
    !CONTROL_CHARACTER.test(key) &&
    !LONE_SURROGATE.test(key)
  );
}

/** The stored business with this id, all public columns, no gating: for its owner. */
export async function findBusinessRowById({
  db,
  id,
}: {
  db: Db;
  id: string;
}): Promise<PublicBusinessRow | undefined> {
  return findBusinessById(db, id);
}

/** The business's plan, name and payment method, its row locked for the rest of `db`'s transaction. */
export async function lockBusiness({
  db,
  id,
  strength,
}: {
  db: Db;
  id: string;
  strength: 'update' | 'no key update';
}) {
  return lockBusinessRow(db, id, strength);
}

/**
 * DESIGN decision 4: by UUID, then slug, then exact name, then name ignoring case.
 * Only a real UUID ever reaches the uuid column, so no id can make the query fail.
 */
export async function findBusinessByIdOrSlug({
  db,
  idOrSlug,
}: {
  db: Db;
  idOrSlug: string;
}): Promise<PublicBusinessRow | undefined> {
  const key = idOrSlug.trim();
  if (!isLookupKey(key)) return undefined;
  if (isUuid(key)) {
    const byId = await findBusinessById(db, key.toLowerCase());
    if (byId) return byId;
  }
  return (await findBusinessBySlug(db, key.toLowerCase())) ?? findBusinessByAnyName(db, key);
}

/** The oldest business of that name, exactly as written, else ignoring letter case. */
async function findBusinessByAnyName(db: Db, name: string) {
  return (
    (await findBusinessByName(db, name, { ignoreCase: false })) ??
    (await findBusinessByName(db, name, { ignoreCase: true }))
  );
}

/** The public profile of a row; its approved photos as given (best first), else read. */
export async function toBusinessProfile(
  db: Db,
  row: PublicBusinessRow,
  approvedPhotos?: ApprovedPhotoRow[],
): Promise<BusinessProfile> {
  const plan = planOf(row.plan);
  const photos = approvedPhotos
    ? approvedPhotos.slice(0, plan.photoLimit)
    : await listApprovedPhotos(db, row.id, plan.photoLimit);
  const profile: BusinessProfile = {
    ...toPublicBusiness(row),
    services: row.services,
    latitude: row.latitude,
    longitude: row.longitude,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedBy: row.confirmedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    photos: photos.map((photo) => {
      const srcSet = photoSrcSet(photo);
      return {
        id: photo.id,
        url: photo.filePath,
        ...(srcSet ? { srcSet } : {}),
        isPrimary: photo.isPrimary,
      };
    }),
  };
  if (plan.showsContactDetails) {
    profile.socialLinks = row.socialLinks;
    profile.logo = row.logo;
  }
  return profile;
}

/** The public profile, or not found with the spec's message. Records nothing. */
export async function getBusinessProfile({
  db,
  idOrSlug,
}: {
  db: Db;
  idOrSlug: string;
}): Promise<BusinessProfile> {
  // Pages link profiles by slug: that lookup brings the photos along in one statement,
  // and only a key that is no slug is looked up by name then (decision 4's order).
  const key = idOrSlug.trim();
  if (!isLookupKey(key)) throw new AppError('not_found', BUSINESS_NOT_FOUND);
  if (!isUuid(key)) {
    const found = await findProfileBySlug(db, key.toLowerCase());
    if (found) {
      const { photos, ...row } = found;
      return toBusinessProfile(db, row, photos);
    }
  }
  const row = isUuid(key)
    ? await findBusinessByIdOrSlug({ db, idOrSlug: key })
    : await findBusinessByAnyName(db, key);
  if (!row) throw new AppError('not_found', BUSINESS_NOT_FOUND);
  return toBusinessProfile(db, row);
}

/**
 * A visitor opened a profile: answer it and count the view. Counting is best effort:
 * a failure is logged and the visitor still gets the profile.
 */
export async function viewBusinessProfile({
  db,
  logger,
  idOrSlug,
  referrer,
}: {
  db: Db;
  logger: Logger;
  idOrSlug: string;
  referrer?: string | null;
}): Promise<BusinessProfile> {
  // Kept while the directory is unchanged: a profile is the business and its photos.
  const profile = await readPageThroughDirectory(db, `profile:${idOrSlug}`, () =>
    getBusinessProfile({ db, idOrSlug }),
  );
  // Queued and written with other views: the profile never waits for its count.
  recordProfileView({ db, logger, businessId: profile.id, referrer });
  return profile;
}

/** What a new listing needs; the slug is made from the name. */
export type NewBusiness = Omit<BusinessInsert, 'id' | 'slug' | 'searchVector' | 'cityKey'> & {
  name: string;
};

/**
 * Creates a listing with a free slug (name, then name-2, ...). A name already
 * used in the same city is a conflict with `nameTakenMessage`. Pass the caller's
 * transaction: a failure leaves nothing behind.
 */
export async function createBusinessRecord({
  db,
  values,
  nameTakenMessage,
}: {
  db: Db;
  values: NewBusiness;
  nameTakenMessage: string;
}): Promise<BusinessRow> {
  const base = slugify(values.name);
  const slug = uniqueSlug(values.name, new Set(await listSlugsStartingWith(db, base)));
  try {
    // A savepoint, so a refused insert does not abort the caller's transaction.
    return await db.transaction((tx) => insertBusiness(tx, { ...values, slug }));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', nameTakenMessage);
    throw err;
  }
}

/** Writes some of a business's columns; undefined when there is no such business. */
export async function updateBusinessRecord({
  db,
  id,
  values,
}: {
  db: Db;
  id: string;
  values: Partial<BusinessInsert>;
}): Promise<BusinessRow | undefined> {
  return updateBusinessById(db, id, values);
}

/** Forgets the listing's own image when it is `path` (a photo being deleted). */
export function clearBusinessImage({
  db,
  businessId,
  ifImage,
}: {
  db: Db;
  businessId: string;
  ifImage: string;
}): Promise<void> {
  return clearBusinessImageIf(db, businessId, ifImage);
}
