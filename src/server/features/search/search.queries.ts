import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Suggestion } from '#domain/businesses.js';
import { PLAN_IDS_BEST_FIRST, type PlanId } from '#domain/plans.js';
import { type Db, queryRows } from '../../db/client.js';
import { businesses, categories } from '../../db/schema/index.js';

/**
 * How close a typed word must be to a category name to count as that category
 * ('resturant' -> Restaurants scores 0.54). Business names use the `<%` operator
 * and pg_trgm's default word-similarity threshold (0.6), so the trigram index on
 * name serves them.
 */
const CATEGORY_SIMILARITY = 0.5;

/** Free text as the queries use it (built by the service). */
export interface TextTerms {
  /** Lower-case words joined by spaces, for trigram similarity. */
  words: string;
  /** A prefix tsquery such as 'plumb:* & bryan:*', or null when no word survives. */
  prefixQuery: string | null;
  /** Categories whose names the words resemble (resolved first, so the index on category serves). */
  categories: string[];
}

/** What the visitor's filters ask for; every part is optional. */
export interface DirectoryFilter {
  /** Matched case-insensitively anywhere in the category name ('massage' -> Massage Parlors). */
  category?: string;
  /** Matched exactly, ignoring case. */
  city?: string;
  text?: TextTerms;
}

const suggestionColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  category: businesses.category,
  city: businesses.city,
  state: businesses.state,
};

const cardColumns = {
  ...suggestionColumns,
  description: businesses.description,
  plan: businesses.plan,
  rating: businesses.rating,
  reviews: businesses.reviews,
  image: businesses.image,
};

export type CardRow = Suggestion & {
  description: string | null;
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

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function tsQuery(prefixQuery: string): SQL {
  return sql`to_tsquery('english', ${prefixQuery})`;
}

/** Best placement first, in the catalogue's order (not the enum's); the ids are our own constants. */
const planRank = sql`case ${businesses.plan} ${sql.raw(
  PLAN_IDS_BEST_FIRST.map((plan, index) => `when '${plan}' then ${index}`).join(' '),
)} end`;

function inList(column: SQL, values: string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::text[])`;
}

/**
 * Businesses the text matches: by words (GIN on search_vector), by a name close
 * to the words (trigram GIN on name) or by a category the words resemble (b-tree
 * on category). Written as a union rather than `or`, so each part is read through
 * its own index instead of PostgreSQL computing trigram similarity for every row.
 */
function textMatch(text: TextTerms): SQL {
  const arms: SQL[] = [sql`select id from businesses where ${text.words} <% name`];
  if (text.prefixQuery) {
    arms.push(sql`select id from businesses where search_vector @@ ${tsQuery(text.prefixQuery)}`);
  }
  if (text.categories.length > 0) {
    arms.push(sql`select id from businesses where ${inList(sql`category`, text.categories)}`);
  }
  return sql`${businesses.id} in (${sql.join(arms, sql` union `)})`;
}

/** Higher is better: full-text rank, then name similarity, then a category the words resemble. */
function relevance(text: TextTerms): SQL<number> {
  const rank = text.prefixQuery
    ? sql`ts_rank(${businesses.searchVector}, ${tsQuery(text.prefixQuery)}) * 2`
    : sql`0`;
  const categoryHit =
    text.categories.length > 0
      ? sql`case when ${inList(sql`${businesses.category}`, text.categories)} then 0.3 else 0 end`
      : sql`0`;
  return sql<number>`(${rank} + word_similarity(${text.words}, ${businesses.name}) + ${categoryHit})`;
}

function whereClause(filter: DirectoryFilter): SQL | undefined {
  return and(
    filter.category
      ? sql`${businesses.category} ilike ${`%${escapeLike(filter.category)}%`}`
      : undefined,
    filter.city ? sql`lower(${businesses.city}) = lower(${filter.city})` : undefined,
    filter.text ? textMatch(filter.text) : undefined,
  );
}

/**
 * Runs text queries with sequential scans turned off for their transaction.
 * pg_trgm's similarity operators are priced like a cheap comparison, so on a
 * directory of thousands the planner prefers reading every row and computing
 * trigram similarity for each (about 6x slower at 10,000 businesses than the
 * trigram index) once a few percent of rows may match.
 */
async function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Nor index-only scans: a whole covering b-tree (category, name, id) read with the
    // similarity as a filter looks cheaper than the trigram index for the same reason.
    // One statement for both (`set local` each would be a round trip).
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
    );
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

const listingColumns = {
  ...cardColumns,
  address: businesses.address,
  zipCode: businesses.zipCode,
  phone: businesses.phone,
};

/** Text filters read through their indexes (see withIndexScans); the others as planned. */
function readFiltered<T>(db: Db, filter: DirectoryFilter, run: (db: Db) => Promise<T>) {
  return filter.text ? withIndexScans(db, run) : run(db);
}

/**
 * One page of the listings (category, then name), read in the order of the index on
 * (category, name, id) so no page sorts the directory. Its total is counted apart
 * (countDirectory), once per filter while the directory is unchanged.
 */
export async function selectListingRows(
  db: Db,
  options: { filter: DirectoryFilter; limit: number; offset: number },
): Promise<ListingRow[]> {
  const { filter, limit, offset } = options;
  const order = [
    sql`${businesses.category} asc nulls last`,
    asc(businesses.name),
    asc(businesses.id),
  ];
  // The page's ids first, from the (category, name, id) index alone: a deep page
  // skips index entries, not table rows (offset 50,000 read half the table and
  // sorted it). Then the page's rows, by id.
  const pageIds = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(whereClause(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return readFiltered(db, filter, (tx) =>
    tx
      .select(listingColumns)
      .from(businesses)
      .where(inArray(businesses.id, pageIds))
      .orderBy(...order),
  );
}

/** The search's page: best plan first, then relevance; the window counts all matches in the same pass. */
export async function selectSearchPage(
  db: Db,
  options: { filter: DirectoryFilter; limit: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const { filter, limit } = options;
  const rows = await readFiltered(db, filter, (tx) =>
    tx
      .select({ ...listingColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(businesses)
      .where(whereClause(filter))
      .orderBy(
        planRank,
        ...(filter.text ? [desc(relevance(filter.text))] : []),
        sql`${businesses.rating} desc nulls last`,
        asc(businesses.name),
      )
      .limit(limit),
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/** How many businesses the filter matches. */
export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  const [row] = await readFiltered(db, filter, (tx) =>
    tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(businesses)
      .where(whereClause(filter)),
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
 * lower(city): one index probe per city instead of reading every business.
 */
export async function selectCities(db: Db): Promise<string[]> {
  const rows = await queryRows<{ city: string }>(
    db,
    sql`with recursive keys(city) as (
      (select city from businesses where city is not null order by lower(city) limit 1)
      union all
      select (select b.city from businesses b
              where lower(b.city) > lower(keys.city) order by lower(b.city) limit 1)
      from keys where keys.city is not null
    )
    select city from keys
    where city is not null and btrim(city) <> ''
    order by lower(city)`,
  );
  return rows.map((row) => row.city);
}

/**
 * Businesses whose name, category or city contains the text, or whose name is
 * close to it (typos), best first: names starting with the text, then the most
 * similar, then by name. Matching categories and cities are found first, so
 * every arm of the search has an index.
 */
export async function selectSuggestions(
  db: Db,
  options: { text: string; limit: number; cities: string[] },
): Promise<Suggestion[]> {
  const { text, limit, cities } = options;
  const contains = `%${escapeLike(text)}%`;
  const matchingCategories = await db
    .select({ name: categories.name })
    .from(categories)
    .where(sql`${categories.name} ilike ${contains}`);
  const matchingCities = cities.filter((city) => city.toLowerCase().includes(text));

  // One index per part (see textMatch): trigram GIN on name, b-trees on category and lower(city).
  const arms: SQL[] = [
    sql`select id from businesses where name ilike ${contains}`,
    sql`select id from businesses where ${text} <% name`,
  ];
  if (matchingCategories.length > 0) {
    const names = matchingCategories.map((c) => c.name);
    arms.push(sql`select id from businesses where ${inList(sql`category`, names)}`);
  }
  if (matchingCities.length > 0) {
    const cities = matchingCities.map((city) => city.toLowerCase());
    arms.push(sql`select id from businesses where ${inList(sql`lower(city)`, cities)}`);
  }
  return withIndexScans(db, (tx) =>
    tx
      .select(suggestionColumns)
      .from(businesses)
      .where(sql`${businesses.id} in (${sql.join(arms, sql` union `)})`)
      .orderBy(
        desc(sql`${businesses.name} ilike ${`${escapeLike(text)}%`}`),
        desc(sql`word_similarity(${text}, ${businesses.name})`),
        asc(businesses.name),
      )
      .limit(limit),
  );
}
