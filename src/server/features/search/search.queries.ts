import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Suggestion } from '#domain/businesses.js';
import { PLAN_IDS_BEST_FIRST, type PlanId } from '#domain/plans.js';
import { type Db, queryRows } from '../../db/client.js';
import { businesses, categories } from '../../db/schema/index.js';

/**
 * How close a typed word must be to a category name to count as that category
 * ('resturant' -> Restaurants scores 0.54).
 */
const CATEGORY_SIMILARITY = 0.5;

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

/** Free text as the queries use it (built by the service). */
export interface TextTerms {
  /** Lower-case words joined by spaces. */
  words: string;
  /** A tsquery, the last word a prefix: 'plumb & bryan:*' (with corrections: '(plumbr | plumbing) & bryan:*'). */
  prefixQuery: string;
  /** Categories whose names the words resemble (resolved first, so the index on category serves). */
  categories: string[];
}

/** What the visitor's filters ask for; every part is optional. */
export interface DirectoryFilter {
  /** The category names the visitor's category matches (resolved first: selectCategoriesLike). */
  categories?: string[];
  /** Matched exactly, ignoring case. */
  city?: string;
  text?: TextTerms;
  /** Only businesses where Spanish is spoken ('Se habla español'). */
  speaksSpanish?: true;
}

export type CardRow = Suggestion & {
  description: string | null;
  descriptionEs: string | null;
  speaksSpanish: boolean;
  plan: PlanId;
  rating: number | null;
  reviews: number;
  image: string | null;
};

export type ListingRow = CardRow & {
  address: string | null;
  zipCode: string | null;
  phone: string | null;
};

/** The columns of a suggestion, a card and a listing, named as the rows' fields. */
const SUGGESTION_COLUMNS = sql.raw('b.id, b.slug, b.name, b.category, b.city, b.state');
const LISTING_COLUMNS = sql.raw(
  `b.id, b.slug, b.name, b.category, b.city, b.state, b.description,
   b.description_es as "descriptionEs", b.speaks_spanish as "speaksSpanish", b.plan,
   b.rating::float8 as rating, b.reviews, b.image, b.address, b.zip_code as "zipCode", b.phone`,
);

const cardColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  category: businesses.category,
  city: businesses.city,
  state: businesses.state,
  description: businesses.description,
  descriptionEs: businesses.descriptionEs,
  speaksSpanish: businesses.speaksSpanish,
  plan: businesses.plan,
  rating: businesses.rating,
  reviews: businesses.reviews,
  image: businesses.image,
};

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The terms a tsquery ANDs together: 'a & (b | (c & d)) & e:*' -> 'a', '(b | (c & d))', 'e:*'. */
export function andedTerms(prefixQuery: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prefixQuery.length; i++) {
    const ch = prefixQuery[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '&' && depth === 0) {
      terms.push(prefixQuery.slice(start, i).trim());
      start = i + 1;
    }
  }
  terms.push(prefixQuery.slice(start).trim());
  return terms;
}

/**
 * The words as a query of the documents, accents ignored: each term by its English
 * stems or its Spanish ones (a Spanish description is stemmed in Spanish), so one
 * search may match a name's English words and a Spanish description's together.
 */
function tsQuery(prefixQuery: string): SQL {
  const terms = andedTerms(prefixQuery).map(
    (term) => sql`(to_tsquery('bcs_english', ${term}) || to_tsquery('bcs_spanish', ${term}))`,
  );
  // In parentheses: `@@` binds before `&&`.
  return sql`(${sql.join(terms, sql` && `)})`;
}

/** Names only: their words are in English stems (weight A, search_vector). */
function nameTsQuery(nameQuery: string): SQL {
  return sql`to_tsquery('bcs_english', ${nameQuery})`;
}

/** One value as `=`, so an index on the column gives its rows in order (`= any` may not). */
function inList(column: SQL, values: string[]): SQL {
  if (values.length === 1) return sql`${column} = ${values[0]}`;
  return sql`${column} = any(${sql.param(values)}::text[])`;
}

/** A plan as the partial indexes name it: our own constants, so written into the SQL. */
const planIs = (plan: PlanId) => sql.raw(`b.plan = '${plan}'`);

/** The text matches by its words (the plan's text index) or by a category the words resemble. */
function textMatch(text: TextTerms): SQL {
  const words = sql`b.search_vector @@ ${tsQuery(text.prefixQuery)}`;
  if (text.categories.length === 0) return words;
  return sql`(${words} or ${inList(sql`b.category`, text.categories)})`;
}

/** Higher is better: full-text rank (name over category over city over description), then a category the words resemble. */
function relevance(text: TextTerms): SQL {
  const categoryHit =
    text.categories.length > 0
      ? sql` + case when ${inList(sql`b.category`, text.categories)} then 0.3 else 0 end`
      : sql``;
  return sql`ts_rank(b.search_vector, ${tsQuery(text.prefixQuery)})${categoryHit}`;
}

/** The filter's conditions on `b` (one plan's rows are chosen by the caller). */
function filterConditions(filter: DirectoryFilter): SQL {
  const parts: SQL[] = [];
  if (filter.categories) parts.push(inList(sql`b.category`, filter.categories));
  if (filter.city) parts.push(sql`b.city_key = lower(${filter.city})`);
  if (filter.speaksSpanish) parts.push(sql`b.speaks_spanish`);
  if (filter.text) parts.push(textMatch(filter.text));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** One arm per plan, best first, joined by `union all` (each arm in parentheses, so it may have its own limit). */
function perPlan(arm: (plan: PlanId, tier: number) => SQL): SQL {
  return sql.join(
    PLAN_IDS_BEST_FIRST.map((plan, tier) => sql`(${arm(plan, tier)})`),
    sql` union all `,
  );
}

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
  const rows = await queryRows<SearchRow>(
    db,
    sql`select m.*, count(*) over ()::int as candidates, (${sql.join(perTierFull, sql` or `)}) as more,
          bool_or(word_hit) over () as words_matched
        from (${perPlan(arm)}) m
        order by tier, relevance desc, rating desc nulls last, name
        limit ${limit}`,
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
    sql`explain (format json) select 1 from businesses b where ${filterConditions(filter)}`,
  );
  return Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * One page of the listings (category, then name). Without text, read in the order of
 * the index on (category, name, id), so no page sorts the directory; a deep page skips
 * index entries, not table rows. With text, the first `textCap` matches (best plan
 * first) are put in that order and paged; `matched` says how many there were (to
 * `textCap` + 1: more), and `wordsMatched` whether any of them was matched by the words
 * (not only by a category they resemble), as selectSearchPage says it.
 */
export async function selectListingRows(
  db: Db,
  options: { filter: DirectoryFilter; limit: number; offset: number; textCap: number },
): Promise<{ rows: ListingRow[]; matched: number; wordsMatched: boolean }> {
  const { filter, limit, offset, textCap } = options;
  const where = filterConditions(filter);
  const order = sql`category asc nulls last, name asc, id asc`;
  if (!filter.text) {
    const rows = await queryRows<ListingRow>(
      db,
      sql`select ${LISTING_COLUMNS} from businesses b where b.id in (
            select b.id from businesses b where ${where}
            order by b.category asc nulls last, b.name asc, b.id asc limit ${limit} offset ${offset}
          )
          order by b.category asc nulls last, b.name asc, b.id asc`,
    );
    return { rows, matched: rows.length, wordsMatched: false };
  }
  const words = tsQuery(filter.text.prefixQuery);
  // The first textCap + 1 matches, best plan first (+ 1: whether there are more), in
  // the listings' order, and how many there were.
  const rows = await queryRows<ListingRow & { matched: number; words_matched: boolean }>(
    db,
    sql`with m as (
          select id, category, name, word_hit from (
            ${perPlan((plan) => sql`select b.id, b.category, b.name, b.search_vector @@ ${words} as word_hit from businesses b where ${planIs(plan)} and ${where} limit ${textCap + 1}`)}
          ) m limit ${textCap + 1}
        ), page as (
          select id, (select count(*) from m)::int as matched,
                 (select bool_or(word_hit) from m) as words_matched
          from m order by ${order} limit ${limit} offset ${offset}
        )
        select ${LISTING_COLUMNS}, page.matched, page.words_matched
        from page join businesses b on b.id = page.id
        order by b.category asc nulls last, b.name asc, b.id asc`,
  );
  return {
    rows: rows.map(({ matched: _m, words_matched: _w, ...row }) => row),
    matched: rows[0]?.matched ?? 0,
    wordsMatched: rows[0]?.words_matched ?? false,
  };
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
      .where(and(eq(businesses.plan, plan), from))
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
         where lower(b.name) collate "C" like ${prefix}
         order by lower(b.name) collate "C" limit ${limit})`,
  ];
  if (nameQuery) {
    arms.push(
      perPlan(
        (plan) => sql`select ${SUGGESTION_COLUMNS}, 1 as part from businesses b
          where ${planIs(plan)} and b.search_vector @@ ${nameTsQuery(nameQuery)} limit ${limit}`,
      ),
    );
  }
  if (categoryNames.length > 0) {
    arms.push(
      sql`(select ${SUGGESTION_COLUMNS}, 2 as part from businesses b
           where ${inList(sql`b.category`, categoryNames)} limit ${limit})`,
    );
  }
  if (cities.length > 0) {
    const lower = cities.map((city) => city.toLowerCase());
    arms.push(
      sql`(select ${SUGGESTION_COLUMNS}, 2 as part from businesses b
           where ${inList(sql`b.city_key`, lower)} limit ${limit})`,
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
