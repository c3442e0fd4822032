import type { ImportColumn } from '#domain/imports.js';
import { businesses } from './schema/index.js';

/**
 * Where each column of the import and export format lives on a business: its
 * property name (`zip_code` -> `zipCode`). One map, so an import reads exactly what
 * an export writes.
 */
export const IMPORT_COLUMN_FIELD = {
  name: 'name',
  category: 'category',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  phone: 'phone',
  website: 'website',
  email: 'email',
  description: 'description',
  reviews: 'reviews',
  rating: 'rating',
  years_in_business: 'yearsInBusiness',
  hours: 'hours',
  gbp_set_up: 'gbpSetUp',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<ImportColumn, keyof typeof businesses.$inferInsert>;

/** The business table's column of each import column, to select them by their import names. */
export const importColumnsOfBusinesses = Object.fromEntries(
  Object.entries(IMPORT_COLUMN_FIELD).map(([column, field]) => [column, businesses[field]]),
) as { [C in ImportColumn]: (typeof businesses)[(typeof IMPORT_COLUMN_FIELD)[C]] };
