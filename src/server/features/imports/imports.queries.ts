import { type AnyColumn, and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type {
  ImportAction,
  ImportBatchStatus,
  ImportBatchView,
  ImportColumn,
  ImportRow,
} from '#domain/imports.js';
import { openingHoursOf, withOpeningHours } from '#server/db/opening-hours.js';
import { type Db, queryRows } from '../../db/client.js';
import { IMPORT_COLUMN_FIELD } from '../../db/import-columns.js';
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
    fields[IMPORT_COLUMN_FIELD[column]] = value;
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

/** The named fields of these businesses, locked for this transaction; a business gone is absent. */
export async function lockBusinessesFields(
  tx: Db,
  ids: string[],
  fields: string[],
): Promise<Map<string, BusinessFields>> {
  const found = new Map<string, BusinessFields>();
  if (ids.length === 0) return found;
  const table = getTableColumns(businesses);
  const columns = Object.fromEntries(
    fields.map((field) => [field, table[field as keyof typeof table]]),
  );
  const rows = await tx
    .select({ id: businesses.id, ...columns })
    .from(businesses)
    .where(idsIn(businesses.id, ids))
    .for('update');
  for (const row of rows) {
    const { id, ...values } = row as Record<string, string | number | boolean | null>;
    found.set(id as string, values);
  }
  return found;
}

export async function updateBusinessFields(tx: Db, id: string, fields: BusinessFields) {
  if (Object.keys(fields).length === 0) return;
  await tx
    .update(businesses)
    .set(withOpeningHours(fields as Partial<typeof businesses.$inferInsert>))
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

export interface NewBusiness {
  values: BusinessFields & { name: string; slug: string };
  line: number;
}

/**
 * New businesses (plan free, payment method admin_import by default) and the
 * import's record of each, in one statement: all of them or none, in one round trip.
 * The records travel as one JSON parameter, matched to the new rows by slug.
 */
export async function insertImportedBusinesses(
  db: Db,
  batchId: string,
  rows: NewBusiness[],
): Promise<void> {
  const created = db
    .insert(businesses)
    .values(rows.map((row) => withOpeningHours(row.values as typeof businesses.$inferInsert)))
    .returning({ id: businesses.id, slug: businesses.slug, updatedAt: businesses.updatedAt });
  const records = JSON.stringify(
    rows.map(({ values, line }) => ({ slug: values.slug, line, name: values.name, after: values })),
  );
  await db.execute(
    sql`with created as (${created.getSQL()})
      insert into ${importRows} (batch_id, line, name, action, business_id, after, written_at)
      select ${batchId}, r.line, r.name, 'create', created.id, r.after, created.updated_at
      from created
      join jsonb_to_recordset(${records}::jsonb) as r(slug text, line int, name text, after jsonb)
        using (slug)`,
  );
}

export interface BusinessUpdate {
  id: string;
  /** The same fields for every update of one statement. */
  fields: BusinessFields;
  line: number;
  name: string | null;
}

/**
 * New values for existing businesses and the import's record of each with the values
 * it replaces, in one statement: all of them or none. The replaced values are read
 * under the rows' locks (the `for update` subquery), so they are the latest committed
 * ones. Answers the ids updated: a business deleted meanwhile is missing.
 */
export async function updateImportedBusinesses(
  db: Db,
  batchId: string,
  rows: BusinessUpdate[],
): Promise<Set<string>> {
  const table = getTableColumns(businesses);
  const columnOf = (field: string) => table[field as keyof typeof table];
  const fields = Object.keys(rows[0].fields);
  const before = sql.join(
    fields.map((field) => sql`${field}::text, ${columnOf(field)}`),
    sql`, `,
  );
  // Each value typed by its column: the row travels as JSON keyed by column name.
  const set = sql.join(
    [
      ...fields.map((field) => {
        const column = sql.identifier(columnOf(field).name);
        return sql`${column} = incoming.${column}`;
      }),
      ...(fields.includes('hours') ? [sql`opening_hours = incoming.opening_hours`] : []),
      sql`updated_at = now()`,
    ],
    sql`, `,
  );
  const input = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      line: row.line,
      name: row.name,
      after: row.fields,
      value: {
        ...Object.fromEntries(fields.map((field) => [columnOf(field).name, row.fields[field]])),
        // The model of the hours text travels with it (issue 29), not in the records.
        ...('hours' in row.fields
          ? { opening_hours: openingHoursOf(row.fields.hours as string | null) }
          : {}),
      },
    })),
  );
  const updated = await queryRows<{ id: string }>(
    db,
    sql`with input as (
        select * from jsonb_to_recordset(${input}::jsonb)
          as r(id uuid, line int, name text, after jsonb, value jsonb)
      ), updated as (
        update ${businesses} set ${set}
        from input
        cross join lateral jsonb_populate_record(null::${businesses}, input.value) as incoming
        join (
          select ${businesses.id} as id, jsonb_build_object(${before}) as before
          from ${businesses} where ${businesses.id} in (select id from input) for update
        ) as current on current.id = input.id
        where ${businesses.id} = input.id
        returning ${businesses.id} as id, current.before, ${businesses.updatedAt} as updated_at
      )
      insert into ${importRows} (batch_id, line, name, action, business_id, before, after, written_at)
      select ${batchId}, input.line, input.name, 'update', updated.id, updated.before, input.after,
        updated.updated_at
      from updated join input on input.id = updated.id
      returning business_id as id`,
  );
  return new Set(updated.map((row) => row.id));
}

/** Every slug in use: an import picks free ones in memory instead of asking per row. */
export async function listAllSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: businesses.slug }).from(businesses);
  return rows.map((row) => row.slug);
}

export async function insertBatch(
  db: Db,
  values: {
    id: string;
    actorUserId: string | null;
    source: 'web' | 'cli';
    fileName: string;
    totalRows: number;
  },
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

/** The batches marked running, oldest first: each is live or left by a process that died. */
export async function listRunningBatchIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(eq(importBatches.status, 'running'))
    .orderBy(importBatches.createdAt);
  return rows.map((row) => row.id);
}

/**
 * A running batch whose process died becomes interrupted, with the counts of the rows
 * it recorded (every written row is recorded by the statement that wrote it). Answers
 * whether it was still running.
 */
export async function markBatchInterrupted(db: Db, id: string): Promise<boolean> {
  const counted = (action: ImportAction) =>
    sql`(select count(*)::int from ${importRows} where ${importRows.batchId} = ${id} and ${importRows.action} = ${action})`;
  const rows = await db
    .update(importBatches)
    .set({
      status: 'interrupted',
      createdCount: counted('create'),
      updatedCount: counted('update'),
      skippedCount: counted('skip'),
      errorCount: counted('error'),
    })
    .where(and(eq(importBatches.id, id), eq(importBatches.status, 'running')))
    .returning({ id: importBatches.id });
  return rows.length > 0;
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

/**
 * Of a batch's written rows, the ids of those whose business was written after them,
 * by anyone: its updated_at is no longer the one the row's statement left. Compared
 * in SQL, to the microsecond. Rows from before written_at was kept fall back to what
 * is known: a created business's own created_at, else the batch's end; a row with
 * neither (an update of a batch whose process died) cannot be vouched for.
 */
export async function rowsWrittenOverSince(
  tx: Db,
  batchId: string,
  finishedAt: Date | null,
): Promise<Set<number>> {
  const end = finishedAt?.toISOString() ?? null;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select ${importRows.id} as id
      from ${importRows} join ${businesses} on ${businesses.id} = ${importRows.businessId}
      where ${importRows.batchId} = ${batchId}
        and ${importRows.action} in ('create', 'update')
        and case
          when ${importRows.writtenAt} is not null
            then ${businesses.updatedAt} is distinct from ${importRows.writtenAt}
          when ${importRows.action} = 'create'
            then ${businesses.updatedAt} is distinct from ${businesses.createdAt}
          when ${end}::timestamptz is not null
            then ${businesses.updatedAt} > ${end}::timestamptz
          else true
        end`,
  );
  return new Set(rows.map((row) => Number(row.id)));
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
    status: batch.status as ImportBatchStatus,
    totalRows: batch.totalRows,
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
