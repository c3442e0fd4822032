import { CATEGORIES } from '../../../domain/categories.js';
import { capDescription, PLAN_IDS, PLANS, type PlanId } from '../../../domain/plans.js';
import type { Db } from '../../db/client.js';
import { type Logger, serializeError } from '../../platform/logger.js';
import { recordSearchImpressions } from '../analytics/analytics.service.js';
import {
  type CardRow,
  type DirectoryFilter,
  type ListingRow,
  selectCities,
  selectCoverPhotos,
  selectDirectoryPage,
  selectRandomOfPlan,
  selectSimilarCategories,
  selectSuggestions,
} from './search.queries.js';

/** Spec 000 section 9. */
export const FEATURED_LIMIT = 16;
export const SEARCH_LIMIT = 50;
export const SUGGESTION_LIMIT = 20;
export const SUGGESTION_MIN_LENGTH = 2;

const DEFAULT_CATEGORY = 'Business';
const FEATURED_DESCRIPTION = 'A featured local business.';
const RESULT_DESCRIPTION = 'A local business.';

/** Prefix search takes at most this many words; more only slows the query down. */
const MAX_QUERY_WORDS = 8;

/** A card on the home page: featured or a search result. */
export interface BusinessCard {
  id: string;
  slug: string;
  name: string;
  category: string;
  city: string | null;
  image: string | null;
  description: string;
  plan: PlanId;
  featured: boolean;
  rating: number | null;
}

/** A card on the listings page. */
export interface ListingCard {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  rating: number | null;
  reviews: number;
  image: string | null;
  description: string | null;
  plan: PlanId;
  featured: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface SearchCriteria {
  category?: string;
  city?: string;
  q?: string;
}

/**
 * The free text as the queries need it: lower-case words for trigram similarity
 * and a prefix tsquery ('plumb & bryan' -> 'plumb:* & bryan:*'). Only letters and
 * digits survive, so no visitor text can break the tsquery syntax.
 */
export function textWords(q: string | undefined): { words: string; prefixQuery: string } | null {
  const words =
    q
      ?.toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? [];
  if (words.length === 0) return null;
  return { words: words.join(' '), prefixQuery: words.map((w) => `${w}:*`).join(' & ') };
}

/** The filter for the queries, or null when the text has no word to look for (matches nothing). */
async function filterOf(db: Db, criteria: SearchCriteria): Promise<DirectoryFilter | null> {
  const filter: DirectoryFilter = {
    category: criteria.category || undefined,
    city: criteria.city || undefined,
  };
  if (!criteria.q) return filter;
  const terms = textWords(criteria.q);
  if (!terms) return null;
  const categories = await selectSimilarCategories(db, terms.words);
  return { ...filter, text: { ...terms, categories } };
}

/** Cards need a picture: a business without its own image shows its best approved photo. */
async function withCoverPhotos<T extends { id: string; image: string | null }>(
  db: Db,
  rows: T[],
): Promise<T[]> {
  const missing = rows.filter((row) => !row.image).map((row) => row.id);
  if (missing.length === 0) return rows;
  const photos = await selectCoverPhotos(db, missing);
  return rows.map((row) => (row.image ? row : { ...row, image: photos.get(row.id) ?? null }));
}

function toCard(row: CardRow, defaultDescription: string): BusinessCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category || DEFAULT_CATEGORY,
    city: row.city,
    image: row.image,
    description: capDescription(row.description, row.plan) || defaultDescription,
    plan: row.plan,
    featured: PLANS[row.plan].featured,
    rating: row.rating,
  };
}

function toListingCard(row: ListingRow): ListingCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    rating: row.rating,
    reviews: row.reviews,
    image: row.image,
    description: capDescription(row.description, row.plan),
    plan: row.plan,
    featured: PLANS[row.plan].featured,
  };
}

/**
 * Up to 16 featured cards: texas_gold first, then silver, then free, each plan
 * in random order. A plan is only read while places remain.
 */
export async function listFeaturedBusinesses({ db }: { db: Db }): Promise<BusinessCard[]> {
  const cards: BusinessCard[] = [];
  for (const plan of [...PLAN_IDS].reverse()) {
    const remaining = FEATURED_LIMIT - cards.length;
    if (remaining === 0) break;
    const rows = await withCoverPhotos(db, await selectRandomOfPlan(db, plan, remaining));
    cards.push(...rows.map((row) => toCard(row, FEATURED_DESCRIPTION)));
  }
  return cards;
}

export async function listCities({ db }: { db: Db }): Promise<string[]> {
  return selectCities(db);
}

/** Everything the home page shows before a search, in one answer. */
export async function getHomeDirectory({ db }: { db: Db }) {
  const [featured, cities] = await Promise.all([
    listFeaturedBusinesses({ db }),
    listCities({ db }),
  ]);
  return { featured, cities, categories: [...CATEGORIES] };
}

/**
 * The home search: best plan first, then relevance; at most 50 cards. Each
 * returned business gets a search_result impression, written in one statement;
 * a failed write is logged and never fails the search.
 */
export async function searchBusinesses({
  db,
  logger,
  criteria,
}: {
  db: Db;
  logger: Logger;
  criteria: SearchCriteria;
}): Promise<Page<BusinessCard>> {
  const filter = await filterOf(db, criteria);
  if (!filter) return { items: [], total: 0 };
  const page = await selectDirectoryPage(db, {
    filter,
    order: 'plan_then_relevance',
    limit: SEARCH_LIMIT,
    offset: 0,
  });
  const rows = await withCoverPhotos(db, page.rows);
  const items = rows.map((row) => toCard(row, RESULT_DESCRIPTION));
  try {
    await recordSearchImpressions({ db, businessIds: items.map((i) => i.id), page: 'home' });
  } catch (err) {
    logger.error('search impressions not recorded', { error: serializeError(err) });
  }
  return { items, total: page.total };
}

/** The listings page: every business by category then name, filtered, one page at a time. */
export async function listBusinesses({
  db,
  criteria,
  limit,
  offset,
}: {
  db: Db;
  criteria: SearchCriteria;
  limit: number;
  offset: number;
}): Promise<Page<ListingCard>> {
  const filter = await filterOf(db, criteria);
  if (!filter) return { items: [], total: 0 };
  const page = await selectDirectoryPage(db, {
    filter,
    order: 'category_then_name',
    limit,
    offset,
  });
  const rows = await withCoverPhotos(db, page.rows);
  return { items: rows.map(toListingCard), total: page.total };
}

/** Quick suggestions by name, category or city; fewer than 2 characters suggest nothing. */
export async function suggestBusinesses({ db, q }: { db: Db; q: string }) {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (text.length < SUGGESTION_MIN_LENGTH) return { items: [], total: 0 };
  const items = await selectSuggestions(db, { text, limit: SUGGESTION_LIMIT });
  return { items, total: items.length };
}
