import type { ExportFormat } from '../../../../domain/business-export';
import type { BusinessFilter } from './businesses';

/**
 * The file of every business the filters match. A plain link: the browser sends
 * the session cookie and saves the answer under the server's file name.
 */
export function businessExportUrl(
  format: ExportFormat,
  filter: Omit<BusinessFilter, 'offset'>,
): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.plan) params.set('plan', filter.plan);
  const query = params.toString();
  return `/api/admin/businesses/export.${format}${query ? `?${query}` : ''}`;
}
