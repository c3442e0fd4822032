import type { Db } from '../../db/client.js';
import { contactSubmissions } from '../../db/schema/index.js';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export async function insertContactSubmission(db: Db, values: NewContactSubmission) {
  const [row] = await db
    .insert(contactSubmissions)
    .values(values)
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  return row;
}
