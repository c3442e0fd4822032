/**
 * Exporting the directory from the admin's Businesses tab (issue 12 point 6): the
 * list's filters without paging, since a file holds every matching business. The
 * columns are the import's (IMPORT_COLUMNS), so an exported file imports unchanged.
 */
import { businessListQuerySchema } from './business-management.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const businessExportQuerySchema = businessListQuerySchema.omit({
  limit: true,
  offset: true,
});
