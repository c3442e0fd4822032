import { CATEGORIES } from '#domain/categories.js';
import { slugify } from '#domain/slug.js';
import type { Db } from './client.js';
import { categories } from './schema/index.js';

/**
 * The category list in its table. A database started without demo data (and a
 * fresh test database) has none yet, and business.category references it.
 */
export async function ensureCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((name, i) => ({ name, slug: slugify(name), sortOrder: i })))
    .onConflictDoNothing();
}
