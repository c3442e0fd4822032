import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, PageRequest } from '#domain/paging.js';

/**
 * The query options of one page of a list paged on the server (the admin's lists):
 * keyed by the list's `key` and the whole `filter` (its offset included), asking for
 * `pageSize` items from that offset (a size from src/domain), and keeping the page
 * on screen while the next one loads, so the pager does not jump to a spinner.
 * A mutation invalidates the list with `key`.
 */
export function pagedQueryOptions<Filter extends { offset: number }, Answer extends Page<unknown>>({
  key,
  filter,
  pageSize,
  fetchPage,
}: {
  key: readonly unknown[];
  filter: Filter;
  pageSize: number;
  fetchPage: (page: PageRequest) => Promise<Answer>;
}) {
  return queryOptions({
    queryKey: [...key, filter],
    queryFn: () => fetchPage({ limit: pageSize, offset: filter.offset }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The query options of one page of a public list filtered from the address (events,
 * jobs): keyed by `key`, which holds the filters and the offset, and keeping the page
 * on screen while the next one loads.
 */
export function filteredPageQueryOptions<Answer>(
  key: readonly unknown[],
  fetchPage: () => Promise<Answer>,
) {
  return queryOptions({ queryKey: key, queryFn: fetchPage, placeholderData: keepPreviousData });
}
