import { and, asc, gt, max, sql } from 'drizzle-orm';
import { notClosed } from '../../db/business-columns.js';
import type { Db } from '../../db/client.js';
import { businesses, jobs } from '../../db/schema/index.js';

/** When a job last changed (pages.xml's lastmod in the sitemap index), or null. */
export async function findNewestJobChange(db: Db): Promise<Date | null> {
  const [row] = await db.select({ changed: max(jobs.updatedAt) }).from(jobs);
  return row?.changed ?? null;
}

/**
 * The business files of the sitemap, `size` profiles each in slug order: for each
 * file its last slug (the next file starts after it) and its newest change. One pass
 * over businesses_slug_updated_at_idx, so the boundaries of every file are known
 * before any file is read.
 */
export async function listProfileFiles(db: Db, size: number) {
  const numbered = db
    .select({
      slug: businesses.slug,
      updatedAt: businesses.updatedAt,
      file: sql<number>`(row_number() over (order by ${businesses.slug}) - 1) / ${size}`.as('file'),
    })
    .from(businesses)
    .where(notClosed(businesses.slug))
    .as('numbered');
  return db
    .select({ lastSlug: max(numbered.slug), lastmod: max(numbered.updatedAt) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
}

/** Up to `limit` profile addresses and their last change, in slug order after `after`. */
export async function listProfileEntries(
  db: Db,
  { after, limit }: { after: string | null; limit: number },
) {
  return db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(and(notClosed(businesses.slug), after === null ? undefined : gt(businesses.slug, after)))
    .orderBy(asc(businesses.slug))
    .limit(limit);
}
