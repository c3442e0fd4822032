import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalOverview } from '../../../../domain/portal';
import { apiFetch } from '../../../lib/api-client';

export const portalOverviewQueryOptions = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: () => apiFetch<PortalOverview>('/api/portal/me'),
});

export function usePortalOverview() {
  return useQuery(portalOverviewQueryOptions);
}
