import type { Page } from '#domain/paging.js';

/** How many of a list's items can be paged to: its depth (`reachable`) or its total. */
const pageable = (page: Pick<Page<unknown>, 'total' | 'reachable'>) => page.reachable ?? page.total;

/**
 * For infinite queries paged by offset: the offset of the next page, or undefined
 * when every item that can be paged to is loaded (or the server stopped answering any).
 */
export function nextPageOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < pageable(last) && last.items.length > 0 ? loaded : undefined;
}

/**
 * Whether a list has shown all it can while more match (paged to its depth): the page
 * then asks the visitor to narrow the search.
 */
export function shownAllItCan(
  first: Pick<Page<unknown>, 'total' | 'reachable'>,
  loaded: number,
): boolean {
  return pageable(first) < first.total && loaded >= pageable(first);
}
