import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../domain/businesses';
import { businessProfilePath } from '../../../../domain/page-data';
import { apiFetch } from '../../../lib/api-client';

export function getBusinessProfile(idOrSlug: string, signal?: AbortSignal) {
  return apiFetch<BusinessProfile>(businessProfilePath(idOrSlug), { signal });
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
