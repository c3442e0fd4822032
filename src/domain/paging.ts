/**
 * Lists are paged with `limit`/`offset` and answer `{ items, total }` (DESIGN
 * section 3). The query contract and its messages are written here once.
 */
import { z } from 'zod';

/** One page of a list, and how many items the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The total is the database's estimate: more matched than were counted (a common word). */
  totalEstimated?: boolean;
  /** How many of the total can be paged to, when fewer: a list's depth (search.ts LIST_DEPTH). */
  reachable?: number;
}

/** A page of a review queue, with how many items each of its status tabs holds. */
export interface TabbedPage<T, Tab extends string> extends Page<T> {
  counts: Record<Tab, number>;
}

/** Which page to read. */
export interface PageRequest {
  limit: number;
  offset: number;
}

export const PAGE_SIZE_MAX = 100;
export const OFFSET_MAX = 1_000_000;

export const pagingMessages = {
  limit: `Limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
  offset: 'Offset must be a whole number of 0 or more.',
  /** The listings API has always named the upper bound too; its clients read this one. */
  offsetWithBound: `Offset must be a whole number from 0 to ${OFFSET_MAX}.`,
} as const;

function wholeNumber(min: number, max: number, message: string) {
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
}

/** The `limit` and `offset` query fields, to spread into a feature's query schema. */
export function pageQueryFields({
  defaultLimit,
  offsetMessage = pagingMessages.offset,
}: {
  defaultLimit: number;
  offsetMessage?: string;
}) {
  return {
    limit: wholeNumber(1, PAGE_SIZE_MAX, pagingMessages.limit).default(defaultLimit),
    offset: wholeNumber(0, OFFSET_MAX, offsetMessage).default(0),
  };
}

/** `?limit=&offset=` on its own. */
export function pageQuerySchema(options: { defaultLimit: number; offsetMessage?: string }) {
  return z.object(pageQueryFields(options));
}
