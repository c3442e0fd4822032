import { expect } from 'vitest';
import type { ApiRequest } from './serve-api.js';

/**
 * A list request's filters: its query without the paging. With `paging`, the
 * request must have asked for that page first (`{ limit: '100', offset: '0' }`).
 */
export function filtersOf(
  request: ApiRequest,
  paging: { limit?: string; offset?: string } = {},
): Record<string, string> {
  const query = new URLSearchParams(request.query);
  for (const [name, value] of Object.entries(paging)) expect(query.get(name)).toBe(value);
  query.delete('limit');
  query.delete('offset');
  return Object.fromEntries(query);
}
