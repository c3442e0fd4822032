import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface PortalBusiness {
  id: string;
  slug: string;
  name: string;
  category: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  description: string | null;
  plan: string;
}

export interface PortalOverview {
  owner: { fullName: string; email: string; phone: string | null };
  business: PortalBusiness | null;
}

export const portalOverviewQueryOptions = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: () => apiFetch<PortalOverview>('/api/portal/me'),
});

export function usePortalOverview() {
  return useQuery(portalOverviewQueryOptions);
}
