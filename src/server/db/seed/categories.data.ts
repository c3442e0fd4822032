import { CATEGORIES } from '#domain/categories.js';
import { slugify } from '#domain/slug.js';
import type { categories } from '../schema/directory.js';

/** The 16 categories (DESIGN decision 3), in the search dropdown's order. */
export const CATEGORY_ROWS: Array<typeof categories.$inferInsert> = CATEGORIES.map(
  (name, index) => ({ name, slug: slugify(name), sortOrder: index + 1 }),
);
