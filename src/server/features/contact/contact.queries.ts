import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { PageRequest } from '#domain/paging.js';
import type { Db } from '../../db/client.js';
import { selectTablePage } from '../../db/paging.js';
import { contactSubmissions } from '../../db/schema/index.js';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export async function insertContactSubmission(db: Db, values: NewContactSubmission) {
  const [row] = await db
    .insert(contactSubmissions)
    .values(values)
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  return row;
}

/** Every column of a submission but the sender's address, which stays in the database. */
const { ipAddress: _ipAddress, ...submissionColumns } = getTableColumns(contactSubmissions);

export type ContactSubmissionRow = NonNullable<Awaited<ReturnType<typeof findContactSubmission>>>;

export async function listContactSubmissions(db: Db, archived: boolean, page: PageRequest) {
  const where = eq(contactSubmissions.isArchived, archived);
  const rows = db.select(submissionColumns).from(contactSubmissions);
  const order = [desc(contactSubmissions.createdAt), desc(contactSubmissions.id)];
  return selectTablePage(db, { rows, table: contactSubmissions, where, order }, page);
}

/** The submission, locked when read inside a transaction that will change it. */
export async function findContactSubmission(db: Db, id: string, { lock = false } = {}) {
  const query = db
    .select(submissionColumns)
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateContactSubmission(
  db: Db,
  id: string,
  values: Partial<NewContactSubmission>,
) {
  const [row] = await db
    .update(contactSubmissions)
    .set(values)
    .where(eq(contactSubmissions.id, id))
    .returning(submissionColumns);
  return row;
}
