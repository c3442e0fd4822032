import type { Page } from '#domain/paging.js';

let sequence = 0;

/** The next number of one sequence shared by all builders, so no two values collide. */
export function nextNumber(): number {
  sequence += 1;
  return sequence;
}

/** A fresh UUID (version 4 layout), readable in a failure: ...-000000000007. */
export function anId(): string {
  return `00000000-0000-4000-8000-${String(nextNumber()).padStart(12, '0')}`;
}

/** A moment in the past, as the API writes dates. */
export const A_DATE = '2025-03-14T15:00:00.000Z';

export function aPage<T>(items: T[], total = items.length): Page<T> {
  return { items, total };
}
