import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { ADMIN_DASHBOARD_QUERY_KEY } from '#web/lib/admin-query-keys.js';
import { callApi } from '#web/lib/api-client.js';

/**
 * The Subscriptions panel's answer. Its key sits under the dashboard's, so the
 * admin actions that refetch the dashboard's counts (a plan change, a new or
 * deleted business, an approved claim) refetch it too.
 */
export const adminSubscriptionsQueryOptions = queryOptions({
  queryKey: [...ADMIN_DASHBOARD_QUERY_KEY, 'subscriptions'],
  queryFn: () => callApi(apiPaths.admin.subscriptions),
});

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions);
}
