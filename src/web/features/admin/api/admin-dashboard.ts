import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { ADMIN_DASHBOARD_QUERY_KEY } from '#web/lib/admin-query-keys.js';
import { callApi } from '#web/lib/api-client.js';

/** The counts behind the stat cards, tab labels and notifications; other admin features invalidate the key. */
export const adminDashboardQueryOptions = queryOptions({
  queryKey: ADMIN_DASHBOARD_QUERY_KEY,
  queryFn: () => callApi(apiPaths.admin.dashboard),
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
