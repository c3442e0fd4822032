import { type AnyColumn, and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type {
  ImportAction,
  ImportBatchView,
  ImportColumn,
  ImportRow,
} from '../../../domain/imports.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import {
  businesses,
  businessOwners,
  businessPhotos,
  importBatches,
  importRows,
  jobs,
} from '../../db/schema/index.js';

/**
 * `column in ids` with the ids as one JSON parameter: an undo may name thousands,
 * and thousands of bind parameters stall PGlite.
 */
const idsIn = (column: AnyColumn, ids: string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

/** A business's columns by their property names (`zipCode`), as an import writes them. */
export type BusinessFields = Record<string, string | number | boolean | null>;

const FIELD_OF: Record<ImportColumn, keyof typeof businesses.$inferInsert> = {
  name: 'name',
  category: 'category',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  phone: 'phone',
  website: 'website',
  email: 'email',
  description: 'description',
  reviews: 'reviews',
  rating: 'rating',
  years_in_business: 'yearsInBusiness',
  hours: 'hours',
  gbp_set_up: 'gbpSetUp',
  latitude: 'latitude',
  longitude: 'longitude',
};

/** Columns that cannot be empty: an empty cell writes their default instead. */
const NOT_NULL_DEFAULTS: Partial<Record<ImportColumn, number | boolean>> = {
  reviews: 0,
  gbp_set_up: false,
};

/**
 * The fields a row writes. A new business gets every filled cell (defaults for the
 * rest); an update writes only the columns the file has, never its name or city
 * (they are how it was found), so owners, photos and plans are untouched.
 */
export function businessFieldsOf(
  row: ImportRow,
  present: ReadonlySet<ImportColumn>,
  mode: 'create' | 'update',
): BusinessFields {
  const fields: BusinessFields = {};
  for (const column of present) {
    if (mode === 'update' && (column === 'name' || column === 'city')) continue;
    const value = row[column] ?? NOT_NULL_DEFAULTS[column] ?? null;
    if (mode === 'create' && value === null) continue;
    fields[FIELD_OF[column]] = value;
  }
  return fields;
}

const KEY_CHUNK = 1000;

/** Existing businesses by lower(name) and lower(city), the key of the unique index. */
export async function findBusinessesByNameAndCity(
  db: Db,
  keys: { name: string; city: string | null }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const chunk = keys.slice(i, i + KEY_CHUNK);
    // One JSON parameter, not two per key: thousands of bind parameters stall PGlite.
    const wanted = JSON.stringify(
      chunk.map((k) => ({
        n: k.name.trim().toLowerCase(),
        c: (k.city ?? '').trim().toLowerCase(),
      })),
    );
    const rows = await db
      .select({
        id: businesses.id,
        name: sql<string>`lower(${businesses.name})`,
        city: sql<string>`lower(coalesce(${businesses.city}, ''))`,
      })
      .from(businesses)
      .where(
        sql`(lower(${businesses.name}), lower(coalesce(${businesses.city}, ''))) in (select k.n, k.c from jsonb_to_recordset(${wanted}::jsonb) as k(n text, c text))`,
      );
    for (const row of rows) found.set(`${row.name.trim()}\u0000${row.city.trim()}`, row.id);
  }
  return found;
}

/** The named fields of a business, locked for this transaction; null when it is gone. */
export async function lockBusinessFields(
  tx: Db,
  id: string,
  fields: string[],
): Promise<BusinessFields | null> {
  const table = getTableColumns(businesses);
  const columns = Object.fromEntries(
    fields.map((field) => [field, table[field as keyof typeof table]]),
  );
  const [row] = await tx
    .select({ id: businesses.id, ...columns })
    .from(businesses)
    .where(eq(businesses.id, id))
    .for('update');
  if (!row) return null;
  const { id: _id, ...values } = row as Record<string, string | number | boolean | null>;
  return values;
}

export async function updateBusinessFields(tx: Db, id: string, fields: BusinessFields) {
  if (Object.keys(fields).length === 0) return;
  await tx
    .update(businesses)
    .set(fields as Partial<typeof businesses.$inferInsert>)
    .where(eq(businesses.id, id));
}

export async function deleteBusinesses(tx: Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(businesses).where(idsIn(businesses.id, ids));
}

/** Of `ids`, the businesses that have photos, an owner or jobs. */
export async function businessesWithDependents(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // One after the other: a transaction is one connection.
  const photos = await tx
    .selectDistinct({ id: businessPhotos.businessId })
    .from(businessPhotos)
    .where(idsIn(businessPhotos.businessId, ids));
  const owners = await tx
    .selectDistinct({ id: businessOwners.businessId })
    .from(businessOwners)
    .where(idsIn(businessOwners.businessId, ids));
  const posted = await tx
    .selectDistinct({ id: jobs.businessId })
    .from(jobs)
    .where(idsIn(jobs.businessId, ids));
  return [...new Set([...photos, ...owners, ...posted].map((r) => r.id as string))];
}

/** A new business from an import row (plan free, payment method admin_import by default). */
export async function insertImportedBusiness(
  tx: Db,
  values: BusinessFields & { name: string; slug: string },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(businesses)
    .values(values as typeof businesses.$inferInsert)
    .returning({ id: businesses.id });
  return row;
}

/** Every slug in use: an import picks free ones in memory instead of asking per row. */
export async function listAllSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: businesses.slug }).from(businesses);
  return rows.map((row) => row.slug);
}

export async function insertBatch(
  db: Db,
  values: { actorUserId: string | null; source: 'web' | 'cli'; fileName: string },
) {
  const [row] = await db.insert(importBatches).values(values).returning();
  return row;
}

export async function insertImportRows(db: Db, rows: (typeof importRows.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(importRows).values(rows);
}

export async function finishBatch(db: Db, id: string, counts: Record<ImportAction, number>) {
  await db
    .update(importBatches)
    .set({
      status: 'done',
      finishedAt: new Date(),
      createdCount: counts.create,
      updatedCount: counts.update,
      skippedCount: counts.skip,
      errorCount: counts.error,
    })
    .where(eq(importBatches.id, id));
}

export async function findBatch(db: Db, id: string, { lock = false } = {}) {
  const query = db.select().from(importBatches).where(eq(importBatches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The rows of a batch that wrote something, for an undo. */
export async function rowsOfBatch(db: Db, batchId: string) {
  return db
    .select()
    .from(importRows)
    .where(and(eq(importRows.batchId, batchId), inArray(importRows.action, ['create', 'update'])))
    .orderBy(importRows.line);
}

export async function markBatchUndone(tx: Db, id: string) {
  await tx
    .update(importBatches)
    .set({ status: 'undone', undoneAt: new Date() })
    .where(eq(importBatches.id, id));
}

export async function listBatches(db: Db, limit: number): Promise<ImportBatchView[]> {
  const rows = await db
    .select({ batch: importBatches, actorEmail: user.email })
    .from(importBatches)
    .leftJoin(user, eq(user.id, importBatches.actorUserId))
    .orderBy(desc(importBatches.createdAt))
    .limit(limit);
  return rows.map(({ batch, actorEmail }) => ({
    id: batch.id,
    fileName: batch.fileName,
    source: batch.source as 'web' | 'cli',
    actorEmail,
    createdAt: batch.createdAt.toISOString(),
    counts: {
      create: batch.createdCount,
      update: batch.updatedCount,
      skip: batch.skippedCount,
      error: batch.errorCount,
    },
    undoneAt: batch.undoneAt?.toISOString() ?? null,
  }));
}
