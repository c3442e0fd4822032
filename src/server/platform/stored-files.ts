/**
 * The clean-up of stored files no row names (issue 32). Every feature writes a file
 * before the row that names it, and removes it after the row is gone, so a crash in
 * between leaves a file without a row, never a row without its file. The maintenance
 * pass removes such files once they are ORPHAN_AGE_MS old: by then the request that
 * wrote one has long committed its row, or never will.
 *
 * A file is alive in an area only when a row says its file is in that area: the
 * public copy of a photo whose row says private is an orphan (it would show an
 * unmoderated image), and so is the private copy of an approved one. Only files an
 * owner recognises as its own are ever considered, so anything else under DATA_DIR
 * (the seed's drawings, an operator's files) is left alone.
 * See docs/decisions/021-orphan-files.md.
 */
import type { Logger } from './logger.js';
import type { Storage, StorageArea } from './storage/storage.js';

/** How old a file with no row must be before it is removed. */
export const ORPHAN_AGE_MS = 60 * 60_000;

/**
 * When most of an owner's old files have no row, that is not a crash's leftovers but
 * a server pointed at the wrong (say, an empty) database: nothing is removed then,
 * and the log says so. Up to SUSPICIOUS_MIN, any share is believable.
 */
const SUSPICIOUS_SHARE = 0.5;
const SUSPICIOUS_MIN = 10;

/** A feature that stores files, asked through its service. */
export interface StoredFileOwner {
  /** Names it in the log: 'photos', 'resumes'. */
  name: string;
  /** Where its files are: an area, and the key prefix to list there ('' for all). */
  places: { area: StorageArea; prefix: string }[];
  /** Whether a listed key has the shape of its files' keys; others are not its own. */
  owns(key: string): boolean;
  /** Every key its rows name in `area` now. */
  liveKeys(area: StorageArea): Promise<Set<string>>;
}

export async function removeOrphanFiles({
  storage,
  logger,
  owners,
  now = new Date(),
}: {
  storage: Storage;
  logger: Logger;
  owners: StoredFileOwner[];
  now?: Date;
}): Promise<{ removed: number }> {
  const before = now.getTime() - ORPHAN_AGE_MS;
  let removed = 0;
  for (const owner of owners) {
    for (const { area, prefix } of owner.places) {
      const old: string[] = [];
      for await (const object of storage.list(area, prefix)) {
        if (owner.owns(object.key) && object.lastModified.getTime() < before) old.push(object.key);
      }
      if (old.length === 0) continue;
      // Read after the listing: a row committed since is seen (its file is too young anyway).
      const live = await owner.liveKeys(area);
      const orphans = old.filter((key) => !live.has(key));
      if (orphans.length === 0) continue;
      const where = { owner: owner.name, area, orphans: orphans.length, files: old.length };
      if (orphans.length > SUSPICIOUS_MIN && orphans.length > old.length * SUSPICIOUS_SHARE) {
        logger.error('stored files without rows left alone: too many for a crash', where);
        continue;
      }
      let gone = 0;
      for (const key of orphans) {
        try {
          await storage.remove(area, key);
          gone += 1;
        } catch (error) {
          logger.warn('orphan file not removed', { ...where, key, error: String(error) });
        }
      }
      removed += gone;
      logger.info('orphan files removed', { ...where, removed: gone });
    }
  }
  return { removed };
}
