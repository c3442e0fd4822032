/**
 * What the in-memory word index (word-index.ts) reads from the database: every
 * business's search fields with the directory's version they belong to, and the stems
 * of a search's terms.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { queryDirectoryVersion } from '../../platform/directory-cache.js';
import { coverColumn, LISTING_COLUMNS } from './search-filter.js';
import { type IndexRow, IndexRows } from './word-index.js';

/** Rows read per statement while building: about 5 MB of text at a time. */
const CHUNK = 10_000;

/**
 * Every open business's search fields (one closed for good is in no search: decision
 * 035), the directory's words (search_words, for typos), the
 * category names (for the categories typed words resemble) and
 * the directory's version they are at, read in one
 * REPEATABLE READ transaction (one snapshot: the version names exactly these rows), in
 * chunks by primary key, each parsed (IndexRows) before the next is read.
 */
export async function selectIndexRows(
  db: Db,
  { chunk: size = CHUNK }: { chunk?: number } = {},
): Promise<{ version: string; rows: IndexRows; words: string[]; categories: string[] }> {
  return db.transaction(
    async (tx) => {
      const on = tx as unknown as Db;
      const version = await queryDirectoryVersion(on);
      const rows = new IndexRows();
      let after: string | null = null;
      for (;;) {
        const chunk: IndexRow[] = await queryRows<IndexRow>(
          on,
          sql`select ${LISTING_COLUMNS}, ${coverColumn('b')}, b.city_key as "cityKey",
                b.years_in_business as "yearsInBusiness", b.gbp_set_up as "gbpSetUp",
                b.website, b.email,
                b.search_vector::text as vector
              from businesses b
              where b.closed_at is null ${after === null ? sql`` : sql`and b.id > ${after}`}
              order by b.id limit ${size}`,
        );
        rows.add(chunk);
        if (chunk.length < size) break;
        after = chunk[chunk.length - 1].id;
      }
      const words = await queryRows<{ word: string }>(
        on,
        sql`select distinct word from search_words`,
      );
      const categories = await queryRows<{ name: string }>(on, sql`select name from categories`);
      return {
        version,
        rows,
        words: words.map((row) => row.word),
        categories: categories.map((row) => row.name),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Each term as PostgreSQL's two text search configurations read it (English stems and
 * Spanish ones, over unaccent: migrations 0021 and 0023), printed: 'plumbing' ->
 * ["'plumb'", "'plumb'"], 'bryan:*' -> ["'bryan':*", "'bryan':*"]. One statement for all.
 */
export async function selectStems(
  db: Db,
  terms: string[],
): Promise<Map<string, { english: string; spanish: string }>> {
  const rows = await queryRows<{ term: string; english: string; spanish: string }>(
    db,
    sql`select t.term, to_tsquery('bcs_english', t.term)::text as english,
          to_tsquery('bcs_spanish', t.term)::text as spanish
        from unnest(${sql.param(terms)}::text[]) as t(term)`,
  );
  return new Map(rows.map((row) => [row.term, { english: row.english, spanish: row.spanish }]));
}
