import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { GoogleReviewsSettings, LinkOutcome, PlaceSearchResult } from '#domain/reviews.js';
import { callApi } from '#web/lib/api-client.js';

/** Whose listing a settings screen works on: the owner's own, or one an admin picked. */
export type ReviewsScope = { kind: 'own' } | { kind: 'admin'; businessId: string };

const keyOf = (scope: ReviewsScope) =>
  scope.kind === 'own'
    ? (['reviews', 'own'] as const)
    : (['reviews', 'admin', scope.businessId] as const);

/** A profile's Google rating and reviews; asked only for plans that show them. */
export function usePublicReviews(businessId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['reviews', 'profile', businessId],
    queryFn: () => callApi(apiPaths.reviews.profile, { params: { id: businessId } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

function getSettings(scope: ReviewsScope): Promise<GoogleReviewsSettings> {
  return scope.kind === 'own'
    ? callApi(apiPaths.reviews.own)
    : callApi(apiPaths.reviews.admin, { params: { id: scope.businessId } });
}

export function useReviewSettings(scope: ReviewsScope) {
  return useQuery({ queryKey: keyOf(scope), queryFn: () => getSettings(scope) });
}

function searchPlaces(scope: ReviewsScope, query: string): Promise<PlaceSearchResult> {
  return scope.kind === 'own'
    ? callApi(apiPaths.reviews.searchOwn, { body: { query } })
    : callApi(apiPaths.reviews.searchAdmin, { params: { id: scope.businessId }, body: { query } });
}

export function useSearchPlaces(scope: ReviewsScope) {
  return useMutation({ mutationFn: (query: string) => searchPlaces(scope, query) });
}

function linkPlace(scope: ReviewsScope, placeId: string): Promise<LinkOutcome> {
  return scope.kind === 'own'
    ? callApi(apiPaths.reviews.linkOwn, { body: { placeId } })
    : callApi(apiPaths.reviews.linkAdmin, { params: { id: scope.businessId }, body: { placeId } });
}

function unlinkPlace(scope: ReviewsScope): Promise<LinkOutcome> {
  return scope.kind === 'own'
    ? callApi(apiPaths.reviews.unlinkOwn)
    : callApi(apiPaths.reviews.unlinkAdmin, { params: { id: scope.businessId } });
}

/** The settings the server answers with replace the cached ones. */
function useSettingsMutation<V>(scope: ReviewsScope, call: (vars: V) => Promise<LinkOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (outcome) => {
      queryClient.setQueryData(keyOf(scope), outcome.settings);
      void queryClient.invalidateQueries({
        queryKey: ['reviews', 'profile', outcome.settings.businessId],
      });
    },
  });
}

export function useLinkPlace(scope: ReviewsScope) {
  return useSettingsMutation(scope, (placeId: string) => linkPlace(scope, placeId));
}

export function useUnlinkPlace(scope: ReviewsScope) {
  return useSettingsMutation(scope, () => unlinkPlace(scope));
}
