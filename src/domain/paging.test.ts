import { describe, expect, it } from 'vitest';
import { pageQuerySchema, pagingMessages } from './paging.js';

describe('pageQuerySchema', () => {
  const schema = pageQuerySchema({ defaultLimit: 50 });

  it('reads numbers from the query string, with defaults', () => {
    expect(schema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(schema.parse({ limit: '10', offset: '20' })).toEqual({ limit: 10, offset: 20 });
  });

  it.each([
    [{ limit: '0' }, pagingMessages.limit],
    [{ limit: '101' }, pagingMessages.limit],
    [{ limit: 'abc' }, pagingMessages.limit],
    [{ offset: '-1' }, pagingMessages.offset],
    [{ offset: '1.5' }, pagingMessages.offset],
    [{ offset: '1000001' }, pagingMessages.offset],
  ])('refuses %o', (query, message) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('can name the upper bound of the offset instead', () => {
    const listings = pageQuerySchema({
      defaultLimit: 100,
      offsetMessage: pagingMessages.offsetWithBound,
    });
    expect(listings.safeParse({ offset: '-1' }).error?.issues[0].message).toBe(
      'Offset must be a whole number from 0 to 1000000.',
    );
  });
});
