/**
 * The SQL a directory search is made of (issue 27): the filter a visitor's criteria
 * become, its text as a query of the documents in English or Spanish stems, its
 * ranking, and the per-plan arms the queries read it through (search.queries.ts,
 * search-words.queries.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Suggestion } from '#domain/businesses.js';
import type { WallTime } from '#domain/hours.js';
import { PLAN_IDS_BEST_FIRST, type PlanId } from '#domain/plans.js';
import { type CoverPhoto, coverPhotoOf, notClosed } from '../../db/business-columns.js';
import { businesses } from '../../db/schema/index.js';

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
  /** Only businesses open at this wall time whose plan shows hours (decision 039). */
  openAt?: WallTime;
  /** The SQL's side of `openAt`: those businesses' ids (open-now.service.ts), when the SQL answers. */
  openIds?: readonly string[];
}

/** The filter as a cache key: `openAt` stands for its ids. */
export function filterKey(filter: DirectoryFilter): string {
  const { openIds: _ids, ...key } = filter;
  return JSON.stringify(key);
}

export type CardRow = Suggestion & {
  description: string | null;
  descriptionEs: string | null;
  speaksSpanish: boolean;
  plan: PlanId;
  rating: number | null;
  reviews: number;
  image: string | null;
  /** The hours text, for the card's open status where the plan shows hours (issue 29). */
  hours: string | null;
  /** Its best approved photo (coverPhotoOf), which a card shows before `image`. */
  cover: CoverPhoto | null;
};

export type ListingRow = CardRow & {
  address: string | null;
  zipCode: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** The columns of a suggestion, a card and a listing, named as the rows' fields. */
export const SUGGESTION_COLUMNS = sql.raw('b.id, b.slug, b.name, b.category, b.city, b.state');
export const LISTING_COLUMNS = sql.raw(
  `b.id, b.slug, b.name, b.category, b.city, b.state, b.description,
   b.description_es as "descriptionEs", b.speaks_spanish as "speaksSpanish", b.plan,
   b.rating::float8 as rating, b.reviews, b.image, b.address, b.zip_code as "zipCode", b.phone,
   b.hours, b.latitude, b.longitude`,
);
/** The cover photos of a page's rows (`alias`: the rows' name there), in the statement that reads them. */
export function coverColumn(alias: 'b' | 'page'): SQL {
  return sql`${coverPhotoOf(sql.raw(`${alias}.id`))} as cover`;
}

export const cardColumns = {
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
  hours: businesses.hours,
  // Named in full: the builder writes the selected table's columns unqualified, which
  // inside the subquery would name the photo's own id.
  cover: coverPhotoOf(sql.raw('"businesses"."id"')),
};

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
export function escapeLike(text: string): string {
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
export function tsQuery(prefixQuery: string): SQL {
  const terms = andedTerms(prefixQuery).map(
    (term) => sql`(to_tsquery('bcs_english', ${term}) || to_tsquery('bcs_spanish', ${term}))`,
  );
  // In parentheses: `@@` binds before `&&`.
  return sql`(${sql.join(terms, sql` && `)})`;
}

/** Names only: their words are in English stems (weight A, search_vector). */
export function nameTsQuery(nameQuery: string): SQL {
  return sql`to_tsquery('bcs_english', ${nameQuery})`;
}

/** One value as `=`, so an index on the column gives its rows in order (`= any` may not). */
export function inList(column: SQL, values: string[]): SQL {
  if (values.length === 1) return sql`${column} = ${values[0]}`;
  return sql`${column} = any(${sql.param(values)}::text[])`;
}

/** A plan as the partial indexes name it: our own constants, so written into the SQL. */
export const planIs = (plan: PlanId) => sql.raw(`b.plan = '${plan}'`);

/** The text matches by its words (the plan's text index) or by a category the words resemble. */
export function textMatch(text: TextTerms): SQL {
  const words = sql`b.search_vector @@ ${tsQuery(text.prefixQuery)}`;
  if (text.categories.length === 0) return words;
  return sql`(${words} or ${inList(sql`b.category`, text.categories)})`;
}

/** Higher is better: full-text rank (name over category over city over description), then a category the words resemble. */
export function relevance(text: TextTerms): SQL {
  const categoryHit =
    text.categories.length > 0
      ? sql` + case when ${inList(sql`b.category`, text.categories)} then 0.3 else 0 end`
      : sql``;
  return sql`ts_rank(b.search_vector, ${tsQuery(text.prefixQuery)})${categoryHit}`;
}

/**
 * The filter's conditions on `b` (one plan's rows are chosen by the caller). A business
 * marked permanently closed leaves the directory (issue 29 point 5), except in the
 * planner's `estimate`: the planner guesses half the rows pass a NOT IN list, and the
 * few closed businesses change an estimate by nothing that shows.
 */
export function filterConditions(filter: DirectoryFilter, { estimate = false } = {}): SQL {
  const parts: SQL[] = estimate ? [] : [notClosed(sql`b.id`)];
  if (filter.categories) parts.push(inList(sql`b.category`, filter.categories));
  if (filter.city) parts.push(sql`b.city_key = lower(${filter.city})`);
  if (filter.speaksSpanish) parts.push(sql`b.speaks_spanish`);
  if (filter.openIds) parts.push(sql`b.id = any(${sql.param([...filter.openIds])}::uuid[])`);
  if (filter.text) parts.push(textMatch(filter.text));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** One arm per plan, best first, joined by `union all` (each arm in parentheses, so it may have its own limit). */
export function perPlan(arm: (plan: PlanId, tier: number) => SQL): SQL {
  return sql.join(
    PLAN_IDS_BEST_FIRST.map((plan, tier) => sql`(${arm(plan, tier)})`),
    sql` union all `,
  );
}
