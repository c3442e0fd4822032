import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../domain/businesses';
import { apiFetch } from '../../../lib/api-client';

export function getBusinessProfile(idOrSlug: string, signal?: AbortSignal) {
  return apiFetch<BusinessProfile>(`/api/businesses/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function businessProfileQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['businesses', 'profile', idOrSlug],
    queryFn: ({ signal }) => getBusinessProfile(idOrSlug, signal),
  });
}

export function useBusinessProfile(idOrSlug: string) {
  return useQuery(businessProfileQueryOptions(idOrSlug));
}
