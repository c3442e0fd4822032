import { describe, expect, test } from 'vitest';
import {
  noResultsDescription,
  resultsCountLine,
  SEARCH_CRITERIA_REQUIRED,
  SEARCH_ERROR,
  SUGGESTION_ERROR,
  searchCompleteDescription,
} from './search-messages';

describe('search messages (spec 000 section 8)', () => {
  test('the fixed toasts read word for word', () => {
    expect(SEARCH_CRITERIA_REQUIRED).toEqual({
      title: 'Search Criteria Required',
      description: 'Please select a category or city to search.',
    });
    expect(SEARCH_ERROR).toEqual({
      title: 'Search Error',
      description: 'Failed to search businesses.',
    });
    expect(SUGGESTION_ERROR.description).toBe('Failed to search businesses');
  });

  test('No Results names the category and city, or says any / all when blank', () => {
    expect(noResultsDescription('Plumbers', 'Bryan')).toBe(
      'No businesses found for "Plumbers" in Bryan.',
    );
    expect(noResultsDescription('', 'Bryan')).toBe(
      'No businesses found for "any category" in Bryan.',
    );
    expect(noResultsDescription('Gyms', '')).toBe(
      'No businesses found for "Gyms" in all locations.',
    );
  });

  test('counts', () => {
    expect(searchCompleteDescription(3)).toBe('Found 3 business(es).');
    expect(resultsCountLine(3)).toBe('Found 3 businesses matching your criteria');
    expect(resultsCountLine(1)).toBe('Found 1 business matching your criteria');
  });
});
