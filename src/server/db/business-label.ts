import { businesses } from './schema/index.js';

/** What a row joined to its business shows of it: the name, and the slug of its page. */
export const businessLabel = { businessName: businesses.name, businessSlug: businesses.slug };
