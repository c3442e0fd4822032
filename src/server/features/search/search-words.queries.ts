/**
 * The search's reads of words rather than businesses' rows: the categories and the
 * directory's words a typed text resembles (typo correction), and the suggestions
 * under the search box.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Suggestion } from '#domain/businesses.js';
import { notClosed } from '../../db/business-columns.js';
import { type Db, queryRows } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import {
  escapeLike,
  inList,
  nameTsQuery,
  perPlan,
  planIs,
  SUGGESTION_COLUMNS,
} from './search-filter.js';

/**
 * How close a typed word must be to a category name to count as that category
 * ('resturant' -> Restaurants scores 0.54).
 */
export const CATEGORY_SIMILARITY = 0.5;

/** Category names the words resemble ('resturant' -> Restaurants): 16 rows, read at once. */
export async function selectSimilarCategories(db: Db, words: string): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(sql`word_similarity(${words}, ${categories.name}) >= ${CATEGORY_SIMILARITY}`);
  return rows.map((row) => row.name);
}

/** Category names containing the text, ignoring case ('massage' -> Massage Parlors). */
export async function selectCategoriesLike(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(sql`${categories.name} ilike ${`%${escapeLike(text)}%`}`);
  return rows.map((row) => row.name);
}

/**
 * For each typed word of three letters or more, up to three words of the directory it
 * is close to ('plumbr' -> plumbing), by the trigram index on search_words (pg_trgm's
 * similarity threshold, 0.3), closest first (a word stored twice counts once).
 */
export async function selectCorrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const typed = words.filter((word) => word.length >= 3);
  const corrections = new Map<string, string[]>();
  if (typed.length === 0) return corrections;
  const rows = await queryRows<{ typed: string; word: string }>(
    db,
    sql`select t.typed, s.word
        from unnest(${sql.param(typed)}::text[]) as t(typed)
        cross join lateral (
          select distinct word, similarity(word, t.typed) as closeness from search_words
          where word % t.typed and word <> t.typed
          order by closeness desc, word
          limit 3
        ) s`,
  );
  for (const row of rows)
    corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return corrections;
}

/**
 * Suggestions for the text typed so far, each part bounded by `limit`: names starting
 * with it (the index on lower(name) in byte order, so in name order), then names with
 * a word starting with each of its words (each plan's text index, weight A: the name),
 * then businesses of a category or city containing it. The first `limit`, names
 * starting with the text first, then by name.
 */
export async function selectSuggestions(
  db: Db,
  options: {
    text: string;
    limit: number;
    nameQuery: string | null;
    categories: string[];
    cities: string[];
  },
): Promise<Suggestion[]> {
  const { text, limit, nameQuery, categories: categoryNames, cities } = options;
  const prefix = `${escapeLike(text)}%`;
  const arms: SQL[] = [
    sql`(select ${SUGGESTION_COLUMNS}, 0 as part from businesses b
         where lower(b.name) collate "C" like ${prefix} and ${notClosed(sql`b.id`)}
         order by lower(b.name) collate "C" limit ${limit})`,
  ];
  if (nameQuery) {
    arms.push(
      perPlan(
        (plan) => sql`select ${SUGGESTION_COLUMNS}, 1 as part from businesses b
          where ${planIs(plan)} and b.search_vector @@ ${nameTsQuery(nameQuery)} and ${notClosed(sql`b.id`)} limit ${limit}`,
      ),
    );
  }
  if (categoryNames.length > 0) {
    arms.push(
      sql`(select ${SUGGESTION_COLUMNS}, 2 as part from businesses b
           where ${inList(sql`b.category`, categoryNames)} and ${notClosed(sql`b.id`)} limit ${limit})`,
    );
  }
  if (cities.length > 0) {
    const lower = cities.map((city) => city.toLowerCase());
    arms.push(
      sql`(select ${SUGGESTION_COLUMNS}, 2 as part from businesses b
           where ${inList(sql`b.city_key`, lower)} and ${notClosed(sql`b.id`)} limit ${limit})`,
    );
  }
  // A business found by several parts is listed once, where its best part puts it.
  return queryRows<Suggestion>(
    db,
    sql`select id, slug, name, category, city, state from (${sql.join(arms, sql` union all `)}) m
        group by id, slug, name, category, city, state
        order by min(part), name, id
        limit ${limit}`,
  );
}
