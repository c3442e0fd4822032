import type { Page } from '#domain/paging.js';

/**
 * For infinite queries paged by offset: the offset of the next page, or undefined
 * when every item is loaded (or the server stopped answering any).
 */
export function nextPageOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? loaded : undefined;
}
