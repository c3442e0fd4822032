import { and, asc, desc, eq, sql } from 'drizzle-orm';
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
  const [row] = await db.insert(businesses).values(values).returning();
  return row;
}

export async function updateBusinessById(
  db: Db,
  id: string,
  values: Partial<BusinessInsert>,
): Promise<BusinessRow | undefined> {
  const [row] = await db.update(businesses).set(values).where(eq(businesses.id, id)).returning();
  return row;
}

/** Clears the listing's own image when it pointed at a photo being deleted. */
export async function clearBusinessImageIf(tx: Db, businessId: string, path: string) {
  await tx
    .update(businesses)
    .set({ image: null })
    .where(and(eq(businesses.id, businessId), eq(businesses.image, path)));
}
