import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type AdminBusiness,
  BUSINESS_PAGE_SIZE,
  type BusinessEditInput,
  type NewBusinessInput,
  type PlanChangeInput,
} from '../../../../domain/business-management';
import type { Page } from '../../../../domain/paging';
import {
  ADMIN_BUSINESSES_QUERY_KEY,
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '../../../lib/admin-query-keys';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/businesses';
const ROOT_KEY = ADMIN_BUSINESSES_QUERY_KEY;

export interface BusinessFilter {
  search: string;
  category: string;
  plan: string;
  offset: number;
}

export function businessesQueryOptions(filter: BusinessFilter) {
  const params = new URLSearchParams({
    limit: String(BUSINESS_PAGE_SIZE),
    offset: String(filter.offset),
  });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.plan) params.set('plan', filter.plan);
  return queryOptions({
    queryKey: [...ROOT_KEY, filter],
    queryFn: () => apiFetch<Page<AdminBusiness>>(`${BASE}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useBusinesses(filter: BusinessFilter) {
  return useQuery(businessesQueryOptions(filter));
}

type Saved = { message: string; business: AdminBusiness };

/** Every write changes the list, and plan changes, additions and deletions the dashboard's counts. */
function useBusinessWrite<Variables>(
  request: (variables: Variables) => Promise<Saved | { message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_BUSINESSES_QUERY_KEY }),
      ]),
  });
}

export const useChangePlan = () =>
  useBusinessWrite(({ id, input }: { id: string; input: PlanChangeInput }) =>
    apiFetch<Saved>(`${BASE}/${id}/plan`, { method: 'POST', body: input }),
  );

export const useEditBusiness = () =>
  useBusinessWrite(({ id, input }: { id: string; input: BusinessEditInput }) =>
    apiFetch<Saved>(`${BASE}/${id}`, { method: 'PATCH', body: input }),
  );

export const useAddBusiness = () =>
  useBusinessWrite((input: NewBusinessInput) =>
    apiFetch<Saved>(BASE, { method: 'POST', body: input }),
  );

export const useDeleteBusiness = () =>
  useBusinessWrite((id: string) =>
    apiFetch<{ message: string }>(`${BASE}/${id}`, { method: 'DELETE' }),
  );
