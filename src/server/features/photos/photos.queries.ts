import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '#domain/paging.js';
import type { PhotoStatus } from '#domain/photos.js';
import { businessLabel } from '../../db/business-columns.js';
import { type Db, queryRows } from '../../db/client.js';
import { selectPage } from '../../db/paging.js';
import { lockRow } from '../../db/rows.js';
import { businesses, businessPhotos } from '../../db/schema/index.js';
import type { StorageArea } from '../../platform/storage/storage.js';

export type NewPhotoRow = typeof businessPhotos.$inferInsert;
export type PhotoRow = typeof businessPhotos.$inferSelect;

const adminColumns = {
  photo: businessPhotos,
  ...businessLabel,
  plan: businesses.plan,
};

/** Photos with their business's name, slug and plan, as the admin's lists show them. */
function selectAdminPhotos(db: Db) {
  return db
    .select(adminColumns)
    .from(businessPhotos)
    .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId));
}

/** A business's photos, the one the public sees first at the top: primary, then newest. */
export async function listPhotosOfBusiness(db: Db, businessId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(businessPhotos)
    .where(eq(businessPhotos.businessId, businessId))
    .orderBy(
      desc(businessPhotos.isPrimary),
      desc(businessPhotos.createdAt),
      asc(businessPhotos.id),
    );
}

export async function findPhoto(db: Db, id: string) {
  const [row] = await selectAdminPhotos(db).where(eq(businessPhotos.id, id));
  return row ?? null;
}

/** The photo, locked until the transaction ends, so two admins cannot both decide it. */
export async function lockPhoto(tx: Db, id: string): Promise<PhotoRow | null> {
  return lockRow(tx, businessPhotos, eq(businessPhotos.id, id));
}

/** The business a photo belongs to, as far as photos care: its name and plan. */
const selectBusinessForPhotos = (db: Db, businessId: string) =>
  db
    .select({ id: businesses.id, name: businesses.name, plan: businesses.plan })
    .from(businesses)
    .where(eq(businesses.id, businessId));

export async function findBusinessForPhotos(db: Db, businessId: string) {
  const [row] = await selectBusinessForPhotos(db, businessId);
  return row ?? null;
}

/**
 * The business's plan, locked until the transaction ends: uploads for one business
 * count and insert one after the other, so two racing for the last slot cannot both win.
 */
export async function lockBusinessForPhotos(tx: Db, businessId: string) {
  const [row] = await selectBusinessForPhotos(tx, businessId).for('update');
  return row ?? null;
}

/** Pending and approved photos: what the plan's limit counts. */
export async function countCountedPhotos(db: Db, businessId: string): Promise<number> {
  return db.$count(
    businessPhotos,
    and(
      eq(businessPhotos.businessId, businessId),
      inArray(businessPhotos.approvalStatus, ['pending', 'approved']),
    ),
  );
}

export async function insertPhoto(tx: Db, values: NewPhotoRow): Promise<PhotoRow> {
  const [row] = await tx.insert(businessPhotos).values(values).returning();
  return row;
}

export async function deletePhotoRow(tx: Db, id: string): Promise<void> {
  await tx.delete(businessPhotos).where(eq(businessPhotos.id, id));
}

/** Decides the pending photos among `ids` (and moves them to `area` when given); returns those changed. */
export async function setPhotoReview(
  tx: Db,
  ids: string[],
  review: {
    status: PhotoStatus;
    notes: string | null;
    by: string;
    area?: StorageArea;
    filePath?: string;
    thumbnailPath?: string | null;
  },
): Promise<PhotoRow[]> {
  return tx
    .update(businessPhotos)
    .set({
      approvalStatus: review.status,
      adminNotes: review.notes,
      reviewedAt: new Date(),
      reviewedBy: review.by,
      storageArea: review.area,
      filePath: review.filePath,
      thumbnailPath: review.thumbnailPath,
    })
    .where(and(inArray(businessPhotos.id, ids), eq(businessPhotos.approvalStatus, 'pending')))
    .returning();
}

/** The photos among `ids` that are still pending. */
export async function listPendingPhotos(db: Db, ids: string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(businessPhotos)
    .where(and(inArray(businessPhotos.id, ids), eq(businessPhotos.approvalStatus, 'pending')));
}

/** Pending and rejected photos whose files are still in the public area, oldest first. */
export async function listUnapprovedPublicPhotos(db: Db, limit: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(businessPhotos)
    .where(
      and(
        inArray(businessPhotos.approvalStatus, ['pending', 'rejected']),
        eq(businessPhotos.storageArea, 'public'),
      ),
    )
    .orderBy(asc(businessPhotos.createdAt), asc(businessPhotos.id))
    .limit(limit);
}

/** Records that a photo's files are now in `area`, at these URLs. */
export async function setPhotoArea(
  db: Db,
  id: string,
  area: StorageArea,
  urls: { filePath: string; thumbnailPath: string | null },
): Promise<void> {
  await db
    .update(businessPhotos)
    .set({ storageArea: area, ...urls })
    .where(eq(businessPhotos.id, id));
}

/** Makes `id` the business's only primary photo (the unique index allows one). */
export async function makePrimary(tx: Db, businessId: string, id: string): Promise<void> {
  await tx
    .update(businessPhotos)
    .set({ isPrimary: false })
    .where(and(eq(businessPhotos.businessId, businessId), eq(businessPhotos.isPrimary, true)));
  await tx.update(businessPhotos).set({ isPrimary: true }).where(eq(businessPhotos.id, id));
}

/**
 * The spec's 'set primary photos' action: in every business without a primary
 * photo, its earliest approved photo becomes primary. Returns the photos changed.
 */
export async function setEarliestAsPrimary(tx: Db): Promise<{ id: string; businessId: string }[]> {
  const rows = await queryRows<{ id: string; business_id: string }>(
    tx,
    sql`
    update business_photos p set is_primary = true
    from (
      select distinct on (bp.business_id) bp.id
      from business_photos bp
      where bp.approval_status = 'approved'
        and not exists (
          select 1 from business_photos q where q.business_id = bp.business_id and q.is_primary
        )
      order by bp.business_id, bp.created_at, bp.id
    ) earliest
    where p.id = earliest.id
    returning p.id, p.business_id`,
  );
  return rows.map((row) => ({ id: row.id, businessId: row.business_id }));
}

export interface AdminPhotoFilter {
  status?: PhotoStatus;
  businessId?: string;
}

/**
 * Photos of all businesses for the admin. The moderation queue (pending) reads
 * oldest first; other lists go by business name, then newest (spec 001 section 7).
 */
export async function listAdminPhotos(db: Db, filter: AdminPhotoFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(businessPhotos.approvalStatus, filter.status));
  if (filter.businessId) conditions.push(eq(businessPhotos.businessId, filter.businessId));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    filter.status === 'pending'
      ? [asc(businessPhotos.createdAt), asc(businessPhotos.id)]
      : [asc(businesses.name), desc(businessPhotos.createdAt), asc(businessPhotos.id)];
  return selectPage(
    selectAdminPhotos(db)
      .where(where)
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(businessPhotos)
      .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
      .where(where),
    page,
  );
}

/** Every stored file of a business's photos, to remove the files after the rows go. */
export async function storedKeysOfBusiness(
  db: Db,
  businessId: string,
): Promise<{ area: StorageArea; key: string }[]> {
  const rows = await db
    .select({
      area: businessPhotos.storageArea,
      key: businessPhotos.storagePath,
      thumb: businessPhotos.thumbnailStoragePath,
    })
    .from(businessPhotos)
    .where(eq(businessPhotos.businessId, businessId));
  return rows.flatMap(({ area, key, thumb }) =>
    thumb
      ? [
          { area, key },
          { area, key: thumb },
        ]
      : [{ area, key }],
  );
}

/** Every stored key the rows place in `area`: display copies and thumbnails. */
export async function storedKeysInArea(db: Db, area: StorageArea): Promise<Set<string>> {
  const rows = await db
    .select({ key: businessPhotos.storagePath, thumb: businessPhotos.thumbnailStoragePath })
    .from(businessPhotos)
    .where(eq(businessPhotos.storageArea, area));
  return new Set(rows.flatMap(({ key, thumb }) => (thumb ? [key, thumb] : [key])));
}
