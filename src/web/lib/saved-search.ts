/**
 * The saved search of spec 000 (section 3 "Saved search state", section 4 "Home"),
 * kept in sessionStorage: the home page saves it when a result card is clicked, the
 * profile's back button reads it ('Back to Search Results'), and the home page
 * restores it once and removes it. Clear wipes it.
 */
export interface SavedSearchCard {
  id: string;
  name: string;
  category: string;
  image: string | null;
  description: string;
  plan: string;
}

export interface SavedSearch {
  selectedCategory: string;
  selectedCity: string;
  results: SavedSearchCard[];
  hasSearched: boolean;
  cameFromSearch: boolean;
}

const KEY = 'bcs.savedSearch';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveSearch(state: Omit<SavedSearch, 'hasSearched' | 'cameFromSearch'>): void {
  const value: SavedSearch = { ...state, hasSearched: true, cameFromSearch: true };
  storage()?.setItem(KEY, JSON.stringify(value));
}

export function readSavedSearch(): SavedSearch | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SavedSearch;
    return value && Array.isArray(value.results) ? value : null;
  } catch {
    return null;
  }
}

/** Whether the visitor reached the current profile from search results. */
export function cameFromSearch(): boolean {
  return readSavedSearch()?.cameFromSearch === true;
}

/** Reads the saved search for restoring and removes it: it is restored once. */
export function takeSavedSearch(): SavedSearch | null {
  const value = readSavedSearch();
  storage()?.removeItem(KEY);
  return value;
}

export function clearSavedSearch(): void {
  storage()?.removeItem(KEY);
}
