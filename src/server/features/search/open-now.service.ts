/**
 * 'Open now' when the database answers a list (decision 039): the word index keeps each
 * business's compiled hours itself (word-index.ts); without it (SEARCH_INDEX=database, a
 * directory past the index's size, or while it is built) the open businesses are worked
 * out here, from every shown hours text compiled once while the directory is unchanged,
 * for one wall-clock minute at a time, and the SQL filters on their ids.
 */
import {
  type CompiledHours,
  compiledHoursOf,
  isOpenAtWall,
  type WallTime,
  wallTimeAt,
} from '#domain/hours.js';
import type { Db } from '../../db/client.js';
import { readThroughDirectory } from '../../platform/directory-cache.js';
import { selectShownHours } from './open-now.queries.js';

/** The wall time as a cache key: one entry per minute. */
export function minuteKey(wall: WallTime): string {
  return `${wall.date} ${wall.minute}`;
}

function shownSchedules(db: Db): Promise<{ id: string; schedule: CompiledHours }[]> {
  return readThroughDirectory(db, 'shown-hours', async () => {
    const compiled = new Map<string, CompiledHours | null>();
    const schedules: { id: string; schedule: CompiledHours }[] = [];
    for (const { id, hours } of await selectShownHours(db)) {
      let schedule = compiled.get(hours);
      if (schedule === undefined) {
        schedule = compiledHoursOf(hours);
        compiled.set(hours, schedule);
      }
      if (schedule) schedules.push({ id, schedule });
    }
    return schedules;
  });
}

/** The ids of the businesses open at the wall time whose plan shows hours. */
export function openIdsAt(db: Db, wall: WallTime): Promise<string[]> {
  return readThroughDirectory(db, `open-ids:${minuteKey(wall)}`, async () =>
    (await shownSchedules(db))
      .filter(({ schedule }) => isOpenAtWall(schedule, wall))
      .map(({ id }) => id),
  );
}

/**
 * 'Open now' (decision 039): the request's College Station wall time, read once, and
 * the cache key's part for it: an answer that says who is open is kept for its minute.
 */
export function openNowOf(criteria: { open?: boolean }): { wall?: WallTime; key: string } {
  if (!criteria.open) return { key: '' };
  const wall = wallTimeAt(Date.now());
  return { wall, key: `@${minuteKey(wall)}` };
}
