import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { PLAN_IDS_BEST_FIRST, type PlanId } from '#domain/plans.js';
import type { NearPoint } from '#domain/search.js';
import { milesFrom, nearestFirstOrder, notClosed } from '../../db/business-columns.js';
import { type Db, queryRows } from '../../db/client.js';
import { businesses } from '../../db/schema/index.js';
import {
  type CardRow,
  cardColumns,
  coverColumn,
  type DirectoryFilter,
  filterConditions,
  LISTING_COLUMNS,
  type ListingRow,
  perPlan,
  planIs,
  relevance,
  type TextTerms,
  tsQuery,
} from './search-filter.js';

/**
 * A text search reads at most this many matches of each plan (best plan first, each
 * plan through its own text index) and ranks those: a word in a fifth of the directory
 * costs what a rare one does. Measured in bench/README.md (issue 27).
 *
 * Where the statistics say a word is common, PostgreSQL reads a plan's rows in table
 * order until it has this many matches (a sequential scan under the limit, 0.2 to 0.6
 * ms) rather than gather every match from the text index (6 ms for a word in half the
 * plan). Forcing the index took a transaction per search: 1.5 to 2 ms more.
 */
export const RANKED_PER_PLAN = 100;

/**
 * Runs `run` with sequential scans turned off for its transaction, for a search whose
 * words were corrected: '(pizz | pizza | plaza) & grill' looks common to the planner's
 * statistics, which then reads a plan's rows in order until it has 100 matches, and
 * with few it reads most of the table (363 ms at the p90 of typo searches at 1,000,000).
 * The transaction costs 1.5 to 2 ms, so only these searches pay it.
 */
export function withTextIndexes<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return run(tx as unknown as Db);
  });
}

type SearchRow = ListingRow & {
  tier: number;
  relevance: number;
  word_hit: boolean;
  words_matched: boolean;
  candidates: number;
  more: boolean;
};

/**
 * The search's page: best plan first, then relevance (text) or rating, then name.
 * With text, each plan's first RANKED_PER_PLAN matches are ranked, and `more` says a
 * plan had more matches than that (so the total is estimated: estimateCount),
 * and `wordsMatched` whether any match was by the words (not only by a category they
 * resemble).
 * Without text each plan's best are read in order; the total is countDirectory's.
 */
export async function selectSearchPage(
  db: Db,
  options: { filter: DirectoryFilter; limit: number },
): Promise<{ rows: ListingRow[]; candidates: number; more: boolean; wordsMatched: boolean }> {
  const { filter, limit } = options;
  const where = filterConditions(filter);
  const text = filter.text;
  const arm = text
    ? (plan: PlanId, tier: number) =>
        sql`select ${LISTING_COLUMNS}, ${sql.raw(String(tier))} as tier, ${relevance(text)} as relevance,
              b.search_vector @@ ${tsQuery(text.prefixQuery)} as word_hit
            from businesses b where ${planIs(plan)} and ${where} limit ${RANKED_PER_PLAN}`
    : (plan: PlanId, tier: number) =>
        sql`select ${LISTING_COLUMNS}, ${sql.raw(String(tier))} as tier, 0::real as relevance, false as word_hit
            from businesses b where ${planIs(plan)} and ${where}
            order by b.rating desc nulls last, b.name limit ${limit}`;
  const perTierFull = PLAN_IDS_BEST_FIRST.map(
    (_, tier) =>
      sql`count(*) filter (where tier = ${sql.raw(String(tier))}) over () >= ${sql.raw(String(RANKED_PER_PLAN))}`,
  );
  // The page's cover photos are read for its rows only, after the limit.
  const rows = await queryRows<SearchRow>(
    db,
    sql`select page.*, ${coverColumn('page')} from (
          select m.*, count(*) over ()::int as candidates, (${sql.join(perTierFull, sql` or `)}) as more,
            bool_or(word_hit) over () as words_matched
          from (${perPlan(arm)}) m
          order by tier, relevance desc, rating desc nulls last, name
          limit ${limit}
        ) page
        order by page.tier, page.relevance desc, page.rating desc nulls last, page.name`,
  );
  return {
    rows: rows.map(
      ({
        candidates: _c,
        more: _m,
        tier: _t,
        relevance: _r,
        word_hit: _w,
        words_matched: _wm,
        ...row
      }) => row,
    ),
    candidates: rows[0]?.candidates ?? 0,
    wordsMatched: rows[0]?.words_matched ?? false,
    more: Boolean(text) && (rows[0]?.more ?? false),
  };
}

/**
 * How many businesses the filter matches, as PostgreSQL's planner estimates it from its
 * statistics (0.2 ms; counting a word in a fifth of 100,000 businesses took 5 to 20):
 * used only once more matched than a search reads, and shown as an estimate.
 */
export async function estimateCount(db: Db, filter: DirectoryFilter): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    db,
    sql`explain (format json) select 1 from businesses b where ${filterConditions(filter, { estimate: true })}`,
  );
  return Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * One page of the listings with words (category, then name): the first `textCap`
 * matches (best plan first) are put in that order and paged; `matched` says how many
 * there were (to `textCap` + 1: more), and `wordsMatched` whether any of them was
 * matched by the words (not only by a category they resemble), as selectSearchPage
 * says it. (Without words: selectListingIds, then selectListingRowsById.)
 */
export async function selectTextListingRows(
  db: Db,
  options: {
    filter: DirectoryFilter & { text: TextTerms };
    limit: number;
    offset: number;
    textCap: number;
    /** Nearest first, then the listings' order ('Near me'). */
    near?: NearPoint;
  },
): Promise<{ rows: ListingRow[]; matched: number; wordsMatched: boolean }> {
  const { filter, limit, offset, textCap, near } = options;
  const where = filterConditions(filter);
  const listed = sql`category asc nulls last, name asc, id asc`;
  const order = near ? sql`miles asc nulls last, ${listed}` : listed;
  const miles = near ? milesFrom(near) : sql`null::float8`;
  const words = tsQuery(filter.text.prefixQuery);
  // The first textCap + 1 matches, best plan first (+ 1: whether there are more), in
  // the listings' order, and how many there were.
  const rows = await queryRows<
    ListingRow & { miles: number | null; matched: number; words_matched: boolean }
  >(
    db,
    sql`with m as (
          select id, category, name, word_hit, miles from (
            ${perPlan((plan) => sql`select b.id, b.category, b.name, b.search_vector @@ ${words} as word_hit, ${miles} as miles from businesses b where ${planIs(plan)} and ${where} limit ${textCap + 1}`)}
          ) m limit ${textCap + 1}
        ), page as (
          select id, miles, (select count(*) from m)::int as matched,
                 (select bool_or(word_hit) from m) as words_matched
          from m order by ${order} limit ${limit} offset ${offset}
        )
        select ${LISTING_COLUMNS}, ${coverColumn('b')}, page.miles, page.matched, page.words_matched
        from page join businesses b on b.id = page.id
        order by ${near ? sql`page.miles asc nulls last, ` : sql``}b.category asc nulls last, b.name asc, b.id asc`,
  );
  return {
    rows: rows.map(({ miles: _miles, matched: _m, words_matched: _w, ...row }) => row),
    matched: rows[0]?.matched ?? 0,
    wordsMatched: rows[0]?.words_matched ?? false,
  };
}

/**
 * The ids at `offset`.. of the listings filtered without text (category, then name), read
 * in the order of the index on (category, name, id): a deep page skips index entries,
 * not table rows.
 */
export async function selectListingIds(
  db: Db,
  filter: DirectoryFilter,
  page: { limit: number; offset: number; near?: NearPoint },
): Promise<string[]> {
  const nearest = page.near ? sql`${nearestFirstOrder(page.near)}, ` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select b.id from businesses b where ${filterConditions(filter)}
        order by ${nearest}b.category asc nulls last, b.name asc, b.id asc
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => row.id);
}

/** These businesses' listing rows, in the order of `ids`. */
export async function selectListingRowsById(db: Db, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ListingRow>(
    db,
    sql`select ${LISTING_COLUMNS}, ${coverColumn('b')} from businesses b
        where b.id = any(${sql.param(ids)}::uuid[])`,
  );
  const place = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}

/** How many businesses a filter without text matches (category, city), to `upTo` at most. */
export async function countDirectory(
  db: Db,
  filter: DirectoryFilter,
  upTo?: number,
): Promise<number> {
  const matches = sql`select 1 from businesses b where ${filterConditions(filter)}`;
  const [row] = await queryRows<{ total: number }>(
    db,
    upTo === undefined
      ? sql`select count(*)::int as total from (${matches}) m`
      : sql`select count(*)::int as total from (${matches} limit ${upTo}) m`,
  );
  return row?.total ?? 0;
}

/**
 * Up to `limit` businesses of one plan, a random sample: the run that follows a random
 * id in the primary key's order (ids are random UUIDs, so neighbours by id are
 * strangers), wrapping round to the start. Sorting the whole plan by random() read
 * every business of the plan.
 */
export async function selectRandomOfPlan(db: Db, plan: PlanId, limit: number): Promise<CardRow[]> {
  const start = randomUUID();
  const run = (from: SQL) =>
    db
      .select(cardColumns)
      .from(businesses)
      .where(and(eq(businesses.plan, plan), notClosed(businesses.id), from))
      .orderBy(asc(businesses.id))
      .limit(limit);
  const after = await run(sql`${businesses.id} >= ${start}`);
  if (after.length >= limit) return after;
  const before = await run(sql`${businesses.id} < ${start}`);
  return [...after, ...before].slice(0, limit);
}

/**
 * The distinct cities of stored businesses, sorted, without blanks; spellings that
 * differ only in case count once. Read as a "loose index scan" over the index on
 * city_key (lower(city)): one index probe per city instead of reading every business.
 */
export async function selectCities(db: Db): Promise<string[]> {
  const rows = await queryRows<{ city: string }>(
    db,
    sql`with recursive keys(city) as (
      (select city from businesses where city is not null order by city_key limit 1)
      union all
      select (select b.city from businesses b
              where b.city_key > lower(keys.city) order by b.city_key limit 1)
      from keys where keys.city is not null
    )
    select city from keys
    where city is not null and btrim(city) <> ''
    order by lower(city)`,
  );
  return rows.map((row) => row.city);
}
