import {
  type CityBusinessesPage,
  type CitySummary,
  cityNameFromParam,
  citySlug,
} from '#domain/cities.js';
import type { WallTime } from '#domain/hours.js';
import type { Page, PageRequest } from '#domain/paging.js';
import { LIST_DEPTH, type NearPoint, searchMessages } from '#domain/search.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { pageOfRows } from '../../platform/cached-json.js';
import {
  currentDirectoryVersion,
  readIdsThroughDirectory,
  readPageThroughDirectory,
  readThroughDirectory,
} from '../../platform/directory-cache.js';
import { publicBusinessTexts } from '../businesses/businesses.service.js';
import { openIdsAt, openNowOf } from '../search/open-now.service.js';
import type { WordIndex } from '../search/word-index.js';
import { wordIndexAt } from '../search/word-index.service.js';
import {
  countBusinessesInCities,
  listBusinessIdsInCities,
  listCityPageRows,
  listStoredCities,
} from './cities.queries.js';

/** A city page asked for: a page, optionally only open now and nearest first (decision 039). */
export interface CityPageRequest extends PageRequest {
  open?: boolean;
  near?: NearPoint;
}

interface CityGroup {
  slug: string;
  /** Stored spellings, most used first. */
  spellings: { city: string; count: number }[];
  businessCount: number;
}

/**
 * Cities by slug, counted from the whole directory: once while it is unchanged
 * (platform/directory-cache.ts). Callers must not change what they are given.
 */
function groupCities(db: Db): Promise<Map<string, CityGroup>> {
  return readThroughDirectory(db, 'city-groups', () => countCities(db));
}

async function countCities(db: Db): Promise<Map<string, CityGroup>> {
  const groups = new Map<string, CityGroup>();
  for (const row of await listStoredCities(db)) {
    const slug = citySlug(row.city);
    if (!slug) continue;
    const group = groups.get(slug) ?? { slug, spellings: [], businessCount: 0 };
    group.spellings.push(row);
    group.businessCount += row.count;
    groups.set(slug, group);
  }
  for (const group of groups.values()) {
    group.spellings.sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  }
  return groups;
}

/** Every city with at least one business, by name. */
export async function listCities({ db }: { db: Db }): Promise<Page<CitySummary>> {
  const groups = [...(await groupCities(db)).values()];
  const items = groups
    .map((group) => ({
      name: group.spellings[0].city,
      slug: group.slug,
      businessCount: group.businessCount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items, total: items.length };
}

/**
 * The directory's city names (each city's most used spelling), by name: the home
 * page's list, the listings filter and what suggestions recognise as a city.
 */
export async function listCityNames({ db }: { db: Db }): Promise<string[]> {
  return (await listCities({ db })).items.map((city) => city.name);
}

/**
 * The city page: its businesses, best rated first (or nearest the visitor's point first),
 * optionally only those open now, with the plan's gating applied.
 */
export async function listCityBusinesses({
  db,
  cityParam,
  page,
}: {
  db: Db;
  cityParam: string;
  page: CityPageRequest;
}): Promise<CityBusinessesPage> {
  if (page.offset >= LIST_DEPTH)
    throw new AppError('validation', searchMessages.tooDeep(LIST_DEPTH));
  const slug = citySlug(cityParam);
  if (!slug) return { city: cityNameFromParam(cityParam), slug, items: [], total: 0 };
  const open = openNowOf(page);
  const near = page.near ? `:${page.near.latitude},${page.near.longitude}` : '';
  const key = `city:${cityParam}:${page.limit}:${page.offset}${open.key}${near}`;
  // A page of a city read a second time is kept while the directory is unchanged (open now: for its minute).
  return readPageThroughDirectory(db, key, async () => {
    const group = (await groupCities(db)).get(slug);
    if (!group) return { city: cityNameFromParam(cityParam), slug, items: [], total: 0 };
    const index = await wordIndexAt(db, await currentDirectoryVersion(db));
    if (index) return cityPageFromIndex(index, group, page, open.wall);
    return readCityPage(db, group, page, open.wall);
  });
}

/**
 * A city page from the word index (issue 27): the page's businesses, how many, and
 * their rows, without a statement; open now and nearest first too (decision 039). Its
 * JSON is written from the rows' kept texts (pageOfRows).
 */
function cityPageFromIndex(
  index: WordIndex,
  group: CityGroup,
  page: CityPageRequest,
  wall: WallTime | undefined,
): CityBusinessesPage {
  const cityKeys = [...new Set(group.spellings.map((s) => s.city.toLowerCase()))];
  const found = index.cityPage(cityKeys, wall ? { openAt: wall } : {}, {
    limit: Math.min(page.limit, LIST_DEPTH - page.offset),
    offset: page.offset,
    ...(page.near ? { near: page.near } : {}),
  });
  return pageOfRows(
    publicBusinessTexts,
    found.rows,
    page.near,
    {
      city: group.spellings[0].city,
      slug: group.slug,
      total: found.total,
      ...(found.total > LIST_DEPTH ? { reachable: LIST_DEPTH } : {}),
    },
    { indexSize: index.size },
  );
}

/**
 * A city page when the word index is not in use, from SQL: the page's ids (as they are:
 * through the kept blocks of ids; open now: among the open businesses' ids,
 * open-now.service.ts; nearest first: ordered by distance), then its rows by id.
 */
async function readCityPage(
  db: Db,
  group: CityGroup,
  page: CityPageRequest,
  wall: WallTime | undefined,
): Promise<CityBusinessesPage> {
  const cities = group.spellings.map((s) => s.city);
  const window = { limit: Math.min(page.limit, LIST_DEPTH - page.offset), offset: page.offset };
  const openIds = wall ? await openIdsAt(db, wall) : undefined;
  const ids =
    openIds || page.near
      ? await listBusinessIdsInCities(db, cities, { ...window, openIds, near: page.near })
      : await readIdsThroughDirectory(db, `city:${group.slug}`, window, (limit, offset) =>
          listBusinessIdsInCities(db, cities, { limit, offset }),
        );
  const total = openIds ? await countBusinessesInCities(db, cities, openIds) : group.businessCount;
  const place = new Map(ids.map((id, i) => [id, i]));
  const rows = (await listCityPageRows(db, ids)).sort(
    (a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0),
  );
  return pageOfRows(
    publicBusinessTexts,
    rows,
    page.near,
    {
      city: group.spellings[0].city,
      slug: group.slug,
      total,
      ...(total > LIST_DEPTH ? { reachable: LIST_DEPTH } : {}),
    },
    { indexSize: 0 },
  );
}
