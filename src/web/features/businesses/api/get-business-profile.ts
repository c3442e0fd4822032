import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { businessProfileRequest } from '#domain/page-data.js';
import { callApi } from '#web/lib/api-client.js';

export function getBusinessProfile(idOrSlug: string, signal?: AbortSignal) {
  return callApi(apiPaths.directory.profile, { ...businessProfileRequest(idOrSlug), signal });
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
