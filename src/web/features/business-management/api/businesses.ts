import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import {
  type AdminBusiness,
  BUSINESS_PAGE_SIZE,
  type BusinessEditInput,
  type NewBusinessInput,
  type PlanChangeInput,
} from '#domain/business-management.js';
import type { Category } from '#domain/categories.js';
import type { GeocodeProblem } from '#domain/geocoding.js';
import type { PlanId } from '#domain/plans.js';
import {
  ADMIN_BUSINESSES_QUERY_KEY,
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '#web/lib/admin-query-keys.js';
import { callApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

const ROOT_KEY = ADMIN_BUSINESSES_QUERY_KEY;

export interface BusinessFilter {
  search: string;
  category: string;
  plan: string;
  /** '', or a geocoding problem: 'no_match', 'failed'. */
  geocode: string;
  offset: number;
}

/** The filters as the list and the export send them: blank ones are left out. */
export function businessFilterQuery(filter: Omit<BusinessFilter, 'offset'>) {
  return {
    search: filter.search.trim(),
    category: (filter.category || undefined) as Category | undefined,
    plan: (filter.plan || undefined) as PlanId | undefined,
    geocode: (filter.geocode || undefined) as GeocodeProblem | undefined,
  };
}

export const businessesQueryOptions = (filter: BusinessFilter) =>
  pagedQueryOptions({
    key: ROOT_KEY,
    filter,
    pageSize: BUSINESS_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.businesses.list, { query: { ...page, ...businessFilterQuery(filter) } }),
  });

export function useBusinesses(filter: BusinessFilter) {
  return useQuery(businessesQueryOptions(filter));
}

type Saved = { message: string; business: AdminBusiness };

/** Every write changes the list, and plan changes, additions and deletions the dashboard's counts. */
function useBusinessWrite<Variables>(
  request: (variables: Variables) => Promise<Saved | { message: string }>,
) {
  const refresh = useRefreshQueries(
    ROOT_KEY,
    ADMIN_DASHBOARD_QUERY_KEY,
    PUBLIC_BUSINESSES_QUERY_KEY,
  );
  return useMutation({ mutationFn: request, onSuccess: refresh });
}

export const useChangePlan = () =>
  useBusinessWrite(({ id, input }: { id: string; input: PlanChangeInput }) =>
    callApi(apiPaths.businesses.changePlan, { params: { id }, body: input }),
  );

export const useEditBusiness = () =>
  useBusinessWrite(({ id, input }: { id: string; input: BusinessEditInput }) =>
    callApi(apiPaths.businesses.update, { params: { id }, body: input }),
  );

export const useAddBusiness = () =>
  useBusinessWrite((input: NewBusinessInput) =>
    callApi(apiPaths.businesses.create, { body: input }),
  );

export const useDeleteBusiness = () =>
  useBusinessWrite((id: string) => callApi(apiPaths.businesses.delete, { params: { id } }));

/** Erases the listing's owner account; the listing stays, unclaimed. */
export const useEraseOwner = () =>
  useBusinessWrite((id: string) => callApi(apiPaths.businesses.eraseOwner, { params: { id } }));

/** The businesses whose hours text was not read in full (issue 29), for the admin to fix. */
export function useUnreadHours(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...ROOT_KEY, 'unread-hours'],
    queryFn: () => callApi(apiPaths.businesses.unreadHours),
  });
}
