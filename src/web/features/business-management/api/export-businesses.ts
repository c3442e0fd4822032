import { apiPaths } from '#domain/api-paths.js';
import type { ExportFormat } from '#domain/business-export.js';
import { urlOf } from '#web/lib/api-client.js';
import { type BusinessFilter, businessFilterQuery } from './businesses';

/**
 * The file of every business the filters match. A plain link: the browser sends
 * the session cookie and saves the answer under the server's file name.
 */
export function businessExportUrl(
  format: ExportFormat,
  filter: Omit<BusinessFilter, 'offset'>,
): string {
  const route = format === 'csv' ? apiPaths.businesses.exportCsv : apiPaths.businesses.exportXlsx;
  return urlOf(route, { query: businessFilterQuery(filter) });
}
