import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page, PageRequest } from '#domain/paging.js';
import type { Db } from './client.js';

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

/** A select not yet narrowed or ordered, as Drizzle's query builder is after `.from()` and its joins. */
interface FilterableSelect<Row> {
  where(where: SQL | undefined): { orderBy(...order: (PgColumn | SQL)[]): OrderedSelect<Row> };
}

/**
 * One page of `rows` narrowed by `where` in `order`, and how many rows of `table` match
 * `where`: for a list whose joins neither drop nor repeat a row of its table, and whose
 * `where` reads that table alone.
 */
export function selectTablePage<Row>(
  db: Db,
  list: {
    rows: FilterableSelect<Row>;
    table: PgTable;
    where: SQL | undefined;
    order: (PgColumn | SQL)[];
  },
  page: PageRequest,
): Promise<Page<Row>> {
  return selectPage(
    list.rows.where(list.where).orderBy(...list.order),
    db.select({ total: count() }).from(list.table).where(list.where),
    page,
  );
}

/** The same page with each row turned into what the API answers. */
export function mapPage<Row, Item>(page: Page<Row>, toItem: (row: Row) => Item): Page<Item> {
  return { items: page.items.map(toItem), total: page.total };
}
