import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../../lib/admin-query-keys';
import { callApi } from '../../../lib/api-client';

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
