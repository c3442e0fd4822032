import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PLAN_IDS_BEST_FIRST, planOf } from '#domain/plans.js';
import { withOpeningHours } from '#server/db/opening-hours.js';
import { basicBusinessColumns } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { businesses, businessPhotos } from '../../db/schema/index.js';

export type BusinessRow = typeof businesses.$inferSelect;

/** Every column a public page may need; the search vector stays in the database. */
const businessColumns = {
  ...basicBusinessColumns,
  state: businesses.state,
  zipCode: businesses.zipCode,
  phone: businesses.phone,
  website: businesses.website,
  email: businesses.email,
  description: businesses.description,
  descriptionEs: businesses.descriptionEs,
  speaksSpanish: businesses.speaksSpanish,
  reviews: businesses.reviews,
  rating: businesses.rating,
  yearsInBusiness: businesses.yearsInBusiness,
  hours: businesses.hours,
  gbpSetUp: businesses.gbpSetUp,
  image: businesses.image,
  logo: businesses.logo,
  socialLinks: businesses.socialLinks,
  services: businesses.services,
  plan: businesses.plan,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  isDemo: businesses.isDemo,
  confirmedAt: businesses.confirmedAt,
  confirmedBy: businesses.confirmedBy,
  closedAt: businesses.closedAt,
  updatedAt: businesses.updatedAt,
};

export type PublicBusinessRow = Pick<BusinessRow, keyof typeof businessColumns>;

// Two rows may share a name in different cities: the oldest listing wins, every time.
const stableOrder = [asc(businesses.createdAt), asc(businesses.id)];

export async function findBusinessById(db: Db, id: string): Promise<PublicBusinessRow | undefined> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id));
  return row;
}

/**
 * The business's plan, name and payment method, its row locked until the transaction
 * ends: `update` for work that changes the row, `no key update` for work that only
 * needs the plan to hold still (rows that reference the business may still be written).
 */
export async function lockBusinessRow(tx: Db, id: string, strength: 'update' | 'no key update') {
  const [row] = await tx
    .select({
      id: businesses.id,
      plan: businesses.plan,
      name: businesses.name,
      paymentMethod: businesses.paymentMethod,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .for(strength);
  return row ?? null;
}

/** An approved photo as a profile shows it. */
export type ApprovedPhotoRow = {
  id: string;
  filePath: string;
  thumbnailPath: string | null;
  width: number | null;
  fileName: string;
  isPrimary: boolean;
};

/** The most photos any plan shows: a profile's row brings at most these, its plan keeps fewer. */
const MOST_PHOTOS_SHOWN = Math.max(...PLAN_IDS_BEST_FIRST.map((plan) => planOf(plan).photoLimit));

/**
 * A profile by its slug, with its approved photos (best first, as listApprovedPhotos
 * orders them, up to MOST_PHOTOS_SHOWN) in the same statement, prepared once per
 * database: a distinct profile is one round trip, planned once per connection
 * (issue 27: three statements, each parsed and planned, were most of its cost).
 * The outer row is named in full: the builder writes a column of the selected table
 * unqualified, which inside the subquery would name the photo's own id.
 */
const profileBySlug = new WeakMap<Db, ReturnType<typeof prepareProfileBySlug>>();

function prepareProfileBySlug(db: Db) {
  return db
    .select({
      ...businessColumns,
      photos: sql<ApprovedPhotoRow[]>`coalesce((
        select json_agg(p) from (
          select ph.id, ph.file_path as "filePath", ph.thumbnail_path as "thumbnailPath",
                 ph.width, ph.file_name as "fileName", ph.is_primary as "isPrimary"
          from business_photos ph
          where ph.business_id = "businesses"."id" and ph.approval_status = 'approved'
          order by ph.is_primary desc, ph.created_at desc, ph.id asc
          limit ${sql.raw(String(MOST_PHOTOS_SHOWN))}
        ) p), '[]'::json)`,
    })
    .from(businesses)
    .where(eq(businesses.slug, sql.placeholder('slug')))
    .prepare('profile_by_slug');
}

export async function findProfileBySlug(
  db: Db,
  slug: string,
): Promise<(PublicBusinessRow & { photos: ApprovedPhotoRow[] }) | undefined> {
  let prepared = profileBySlug.get(db);
  if (!prepared) {
    prepared = prepareProfileBySlug(db);
    profileBySlug.set(db, prepared);
  }
  const [row] = await prepared.execute({ slug });
  return row;
}

export async function findBusinessBySlug(
  db: Db,
  slug: string,
): Promise<PublicBusinessRow | undefined> {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.slug, slug));
  return row;
}

/** The oldest business of that name, matched exactly or ignoring letter case. */
export async function findBusinessByName(
  db: Db,
  name: string,
  { ignoreCase }: { ignoreCase: boolean },
): Promise<PublicBusinessRow | undefined> {
  const [row] = await db
    .select(businessColumns)
    .from(businesses)
    .where(ignoreCase ? sql`lower(${businesses.name}) = lower(${name})` : eq(businesses.name, name))
    .orderBy(...stableOrder)
    .limit(1);
  return row;
}

/** Approved photos, primary first then newest, at most `limit`. */
export async function listApprovedPhotos(db: Db, businessId: string, limit: number) {
  return db
    .select({
      id: businessPhotos.id,
      filePath: businessPhotos.filePath,
      thumbnailPath: businessPhotos.thumbnailPath,
      width: businessPhotos.width,
      fileName: businessPhotos.fileName,
      isPrimary: businessPhotos.isPrimary,
    })
    .from(businessPhotos)
    .where(
      and(eq(businessPhotos.businessId, businessId), eq(businessPhotos.approvalStatus, 'approved')),
    )
    .orderBy(desc(businessPhotos.isPrimary), desc(businessPhotos.createdAt), asc(businessPhotos.id))
    .limit(limit);
}

export type BusinessInsert = typeof businesses.$inferInsert;

/** The slugs already starting with `base`, to pick the next free one. */
export async function listSlugsStartingWith(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(sql`${businesses.slug} like ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`);
  return rows.map((row) => row.slug);
}

export async function insertBusiness(db: Db, values: BusinessInsert): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(withOpeningHours(values)).returning();
  return row;
}

export async function updateBusinessById(
  db: Db,
  id: string,
  values: Partial<BusinessInsert>,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set(withOpeningHours(values))
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

/** Clears the listing's own image when it pointed at a photo being deleted. */
export async function clearBusinessImageIf(tx: Db, businessId: string, path: string) {
  await tx
    .update(businesses)
    .set({ image: null })
    .where(and(eq(businesses.id, businessId), eq(businesses.image, path)));
}
