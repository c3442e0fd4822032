/**
 * What the distinct requests (distinct-reads.ts) are made from, read once from the
 * database before a run: the directory's names and slugs (a sample past
 * VOCABULARY_SAMPLE, in an order the names fix, so a seed picks the same businesses in
 * every run on the same data) and how many businesses each category has in each city.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/db/client.js';
import type { Vocabulary } from './distinct-reads.js';

/** Businesses read for the distinct requests' names and slugs (all of them up to this). */
const VOCABULARY_SAMPLE = 100_000;

export async function readVocabulary(db: Db): Promise<Vocabulary> {
  const businesses = await queryRows<{ name: string; slug: string }>(
    db,
    sql`select name, slug from businesses order by md5(name), slug limit ${VOCABULARY_SAMPLE}`,
  );
  const groups = await queryRows<{ category: string; city: string; count: number }>(
    db,
    sql`select category, city, count(*)::int as count from businesses
        where category is not null and city is not null
        group by category, city order by category, city`,
  );
  return { businesses, groups };
}
