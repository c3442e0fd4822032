import type { Page } from '#domain/paging.js';
import { mapPage } from '../db/paging.js';

/**
 * An admin review queue's answer (jobs, events): one tab's page, each row as the
 * dashboard shows it, and how many items every tab holds (0 for a tab with none).
 */
export async function reviewQueuePage<Tab extends string, Row, Item>({
  tabs,
  page,
  counts,
  toItem,
}: {
  tabs: readonly Tab[];
  page: Promise<Page<Row>>;
  counts: Promise<Map<string, number>>;
  toItem: (row: Row) => Item;
}): Promise<Page<Item> & { counts: Record<Tab, number> }> {
  const [rows, counted] = await Promise.all([page, counts]);
  return {
    ...mapPage(rows, toItem),
    counts: Object.fromEntries(tabs.map((tab) => [tab, counted.get(tab) ?? 0])) as Record<
      Tab,
      number
    >,
  };
}
