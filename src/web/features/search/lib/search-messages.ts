import { searchMessages } from '#domain/search.js';

/** The home search's toasts, word for word from spec 000 section 8. */
export const SEARCH_CRITERIA_REQUIRED = {
  title: 'Search Criteria Required',
  description: searchMessages.criteriaRequired,
} as const;

export const SEARCH_ERROR = {
  title: 'Search Error',
  description: 'Failed to search businesses.',
} as const;

/** The suggestion search's failure reads without the final period (spec 000 section 8). */
export const SUGGESTION_ERROR = {
  title: 'Search Error',
  description: 'Failed to search businesses',
} as const;

export const NO_RESULTS_TITLE = 'No Results';
export const SEARCH_COMPLETE_TITLE = 'Search Complete';

/** 'No businesses found for "{category}" in {city}.'; a blank choice reads as "any" / "all". */
export function noResultsDescription(category: string, city: string): string {
  return `No businesses found for "${category || 'any category'}" in ${city || 'all locations'}.`;
}

export function searchCompleteDescription(count: number): string {
  return `Found ${count} business(es).`;
}

/** The line under 'Search Results'. */
export function resultsCountLine(count: number): string {
  return `Found ${count} ${count === 1 ? 'business' : 'businesses'} matching your criteria`;
}
