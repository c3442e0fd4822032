import { searchMessages } from '#domain/search.js';
import { categoryName } from '#web/lib/directory-words.js';
import { translated } from '#web/lib/i18n.js';
import { t } from '../i18n';

/**
 * The home search's toasts, word for word from spec 000 section 8 in English. Each
 * text is read when shown (a getter), in the page's language.
 */
export const SEARCH_CRITERIA_REQUIRED = {
  get title() {
    return t('search.toast.criteriaRequired');
  },
  get description() {
    return translated(searchMessages.criteriaRequired);
  },
};

export const SEARCH_ERROR = {
  get title() {
    return t('search.toast.error');
  },
  get description() {
    return t('search.toast.failed');
  },
};

/** The suggestion search's failure reads without the final period (spec 000 section 8). */
export const SUGGESTION_ERROR = {
  get title() {
    return t('search.toast.error');
  },
  get description() {
    return t('search.toast.suggestFailed');
  },
};

export const noResultsTitle = () => t('search.toast.noResults');
export const searchCompleteTitle = () => t('search.toast.complete');

/** 'No businesses found for "{category}" in {city}.'; a blank choice reads as "any" / "all". */
export function noResultsDescription(category: string, city: string): string {
  return t('search.toast.noResultsText', {
    category: category ? categoryName(category) : t('search.toast.anyCategory'),
    city: city || t('search.toast.allLocations'),
  });
}

export function searchCompleteDescription(count: number): string {
  return t('search.toast.completeText', { count });
}

/** The line under 'Search Results'. */
export function resultsCountLine(count: number): string {
  return t('search.results.count', { count });
}
