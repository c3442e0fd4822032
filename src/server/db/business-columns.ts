import { businesses, businessOwners } from './schema/index.js';

/** What a row joined to its business shows of it: the name, and the slug of its page. */
export const businessLabel = { businessName: businesses.name, businessSlug: businesses.slug };

/** A business's basic columns (BusinessBasics in the domain), in public and admin lists. */
export const basicBusinessColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  category: businesses.category,
  address: businesses.address,
  city: businesses.city,
};

/** What mail to a business owner needs of their record: the id, the address and the name. */
export const ownerContactColumns = {
  id: businessOwners.id,
  email: businessOwners.email,
  fullName: businessOwners.fullName,
};
