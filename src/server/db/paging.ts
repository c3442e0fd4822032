import type { Page, PageRequest } from '#domain/paging.js';

/** An ordered select not yet limited, as Drizzle's query builder is before `.limit()`. */
interface OrderedSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of an ordered select, and how many rows the whole list has: `count` is the
 * same select's `count()` (same table, joins and where), read alongside the page.
 */
export async function selectPage<Row>(
  rows: OrderedSelect<Row>,
  count: PromiseLike<{ total: number }[]>,
  page: PageRequest,
): Promise<Page<Row>> {
  const [items, [counted]] = await Promise.all([rows.limit(page.limit).offset(page.offset), count]);
  return { items, total: counted?.total ?? 0 };
}

/** The same page with each row turned into what the API answers. */
export function mapPage<Row, Item>(page: Page<Row>, toItem: (row: Row) => Item): Page<Item> {
  return { items: page.items.map(toItem), total: page.total };
}
