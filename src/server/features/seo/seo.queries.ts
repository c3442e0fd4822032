import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';

/** Every business profile's address and when it last changed, for the sitemap. */
export async function listProfileEntries(db: Db, limit: number) {
  return db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .orderBy(asc(businesses.slug))
    .limit(limit);
}
