import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { Suggestion } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { SUGGESTION_MIN_LENGTH } from '#domain/search.js';
import { callApi } from '#web/lib/api-client.js';

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Page<Suggestion>> {
  return callApi(apiPaths.directory.suggestions, { query: { q }, signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['businesses', 'suggestions', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.trim().length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}
