import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Page, Suggestion } from './types';

/** The suggestion endpoint answers nothing below this length; the browser does not ask. */
export const SUGGESTION_MIN_LENGTH = 2;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Page<Suggestion>> {
  return apiFetch<Page<Suggestion>>(`/api/businesses/suggestions?${new URLSearchParams({ q })}`, {
    signal,
  });
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
