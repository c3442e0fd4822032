import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BusinessCard as BusinessCardData } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { planOf } from '#domain/plans.js';
import type { SearchCriteria } from '#domain/search.js';
import { toast } from '#web/lib/toast.js';

/** The home search always has both fields; an empty one means 'any'. */
type HomeCriteria = Required<Pick<SearchCriteria, 'category' | 'city'>>;

import {
  clearSavedSearch,
  readSavedSearch,
  type SavedSearch,
  saveSearch,
  takeSavedSearch,
} from '#web/lib/saved-search.js';
import { searchBusinessesQueryOptions } from '../api/search-businesses';
import {
  noResultsDescription,
  noResultsTitle,
  SEARCH_CRITERIA_REQUIRED,
  SEARCH_ERROR,
  searchCompleteDescription,
  searchCompleteTitle,
} from './search-messages';

interface Restored {
  criteria: HomeCriteria;
  page: Page<BusinessCardData>;
}

/** A saved search comes back from sessionStorage; older entries may lack newer fields. */
function fromSaved(saved: SavedSearch | null): Restored | null {
  if (!saved?.cameFromSearch) return null;
  const items = saved.results.map((card) => {
    const extra = card as Partial<BusinessCardData>;
    return {
      ...card,
      slug: extra.slug ?? card.id,
      city: extra.city ?? null,
      rating: extra.rating ?? null,
      descriptionEs: extra.descriptionEs ?? null,
      speaksSpanish: extra.speaksSpanish ?? false,
      plan: card.plan as BusinessCardData['plan'],
      featured: extra.featured ?? planOf(card.plan).featured,
    };
  });
  return {
    criteria: { category: saved.selectedCategory, city: saved.selectedCity },
    page: { items, total: items.length },
  };
}

const NO_CRITERIA: HomeCriteria = { category: '', city: '' };

/**
 * The home search (spec 000 sections 4 and 8): the chosen category and city, the
 * searched criteria and their cards (a GET query keyed by the criteria), the
 * spec's toasts, and the saved search that brings the results back once on the way
 * back from a profile. `onShowResults` runs when results appear (to scroll to them).
 */
export function useHomeSearch({ onShowResults }: { onShowResults: () => void }) {
  const queryClient = useQueryClient();
  // Read without removing during render (React may render twice); removed after mount.
  const [restored] = useState(() => fromSaved(readSavedSearch()));
  const [category, setCategory] = useState(restored?.criteria.category ?? '');
  const [city, setCity] = useState(restored?.criteria.city ?? '');
  const [searched, setSearched] = useState<HomeCriteria | null>(restored?.criteria ?? null);
  const [searching, setSearching] = useState(false);

  const query = useQuery({
    ...searchBusinessesQueryOptions(searched ?? NO_CRITERIA),
    enabled: searched !== null,
    // Results stay as searched until the visitor searches again.
    staleTime: Number.POSITIVE_INFINITY,
    initialData: () => (restored && searched === restored.criteria ? restored.page : undefined),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (takeSavedSearch() && restored) onShowResults();
  }, []);

  const search = async () => {
    if (searching) return;
    if (!category && !city) {
      toast.error(SEARCH_CRITERIA_REQUIRED.title, {
        description: SEARCH_CRITERIA_REQUIRED.description,
      });
      return;
    }
    const criteria = { category, city };
    setSearching(true);
    try {
      // Search Now always asks the server again, even for the criteria on screen.
      const page = await queryClient.fetchQuery({
        ...searchBusinessesQueryOptions(criteria),
        staleTime: 0,
      });
      setSearched(criteria);
      if (page.items.length === 0) {
        toast(noResultsTitle(), { description: noResultsDescription(category, city) });
      } else {
        toast.success(searchCompleteTitle(), {
          description: searchCompleteDescription(page.items.length),
        });
      }
      onShowResults();
    } catch {
      toast.error(SEARCH_ERROR.title, { description: SEARCH_ERROR.description });
    } finally {
      setSearching(false);
    }
  };

  const clear = () => {
    clearSavedSearch();
    setSearched(null);
    setCategory('');
    setCity('');
  };

  const results = searched && query.data ? { ...searched, cards: query.data.items } : null;

  /** Called as a result card opens: the profile's way back restores these results. */
  const rememberResults = () => {
    if (!results) return;
    saveSearch({
      selectedCategory: results.category,
      selectedCity: results.city,
      results: results.cards,
    });
  };

  return {
    category,
    setCategory,
    city,
    setCity,
    /** The searched criteria and their cards, or null until they are at hand. */
    results,
    searching,
    /** Results (or the search under way) take the featured cards' place. */
    showingResults: searched !== null || searching,
    search,
    clear,
    rememberResults,
  };
}
