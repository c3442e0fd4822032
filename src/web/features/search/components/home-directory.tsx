import { MapPin, SearchX, Sparkles, Store, Tag } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { BusinessCard as BusinessCardData } from '../../../../domain/businesses';
import { CATEGORIES } from '../../../../domain/categories';
import { planOf } from '../../../../domain/plans';
import {
  clearSavedSearch,
  readSavedSearch,
  type SavedSearch,
  saveSearch,
  takeSavedSearch,
} from '../../../lib/saved-search';
import { Button } from '../../../ui/button';
import { useHomeDirectory } from '../api/get-home-directory';
import { useSearchBusinesses } from '../api/search-businesses';
import {
  NO_RESULTS_TITLE,
  noResultsDescription,
  resultsCountLine,
  SEARCH_COMPLETE_TITLE,
  SEARCH_CRITERIA_REQUIRED,
  SEARCH_ERROR,
  searchCompleteDescription,
} from '../lib/search-messages';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { BusinessCard } from './business-card';
import { BusinessCardGrid, BusinessCardGridSkeleton } from './business-card-grid';
import { DirectorySection, EmptyPanel } from './directory-section';
import { SearchPanel } from './search-panel';

interface Results {
  cards: BusinessCardData[];
  category: string;
  city: string;
}

/** A saved search comes back from sessionStorage; older entries may lack newer fields. */
function fromSaved(saved: SavedSearch | null): Results | null {
  if (!saved?.cameFromSearch) return null;
  const cards = saved.results.map((card) => {
    const extra = card as Partial<BusinessCardData>;
    return {
      ...card,
      slug: extra.slug ?? card.id,
      city: extra.city ?? null,
      rating: extra.rating ?? null,
      plan: card.plan as BusinessCardData['plan'],
      featured: extra.featured ?? planOf(card.plan).featured,
    };
  });
  return { cards, category: saved.selectedCategory, city: saved.selectedCity };
}

function CriteriaChips({ category, city }: { category: string; city: string }) {
  const chip =
    'inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-medium text-stone-700 ring-1 ring-stone-200';
  return (
    <ul aria-label="Search criteria" className="mt-3 flex flex-wrap gap-2">
      <li className={chip}>
        <Tag aria-hidden="true" className="size-3.5 text-brand-600" />
        {category || 'All categories'}
      </li>
      <li className={chip}>
        <MapPin aria-hidden="true" className="size-3.5 text-brand-600" />
        {city || 'All locations'}
      </li>
    </ul>
  );
}

/**
 * The home page's search and cards (spec 000 sections 2 and 4): featured cards
 * until the visitor searches, then the results. A result card saves the search
 * so the way back restores it once; Clear returns to the featured cards.
 */
export function HomeDirectory({ searchFooter }: { searchFooter?: ReactNode }) {
  // Read without removing during render (React may render twice); removed after mount.
  const [results, setResults] = useState<Results | null>(() => fromSaved(readSavedSearch()));
  const [category, setCategory] = useState(results?.category ?? '');
  const [city, setCity] = useState(results?.city ?? '');
  const home = useHomeDirectory();
  const search = useSearchBusinesses();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const revealResults = () => {
    // After the layout's scroll-to-top on arrival; only when the heading is out of sight.
    requestAnimationFrame(() => {
      const heading = headingRef.current;
      if (!heading || heading.getBoundingClientRect().top < window.innerHeight * 0.6) return;
      heading.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (takeSavedSearch() && results) revealResults();
  }, []);

  useEffect(() => {
    // Spec 000 section 8: a featured load failure leaves the list empty and logs the error.
    if (home.error) console.warn('Featured businesses could not be loaded', home.error);
  }, [home.error]);

  const runSearch = () => {
    if (search.isPending) return;
    if (!category && !city) {
      toast.error(SEARCH_CRITERIA_REQUIRED.title, {
        description: SEARCH_CRITERIA_REQUIRED.description,
      });
      return;
    }
    const criteria = { category, city };
    search.mutate(criteria, {
      onSuccess: (page) => {
        setResults({ cards: page.items, ...criteria });
        if (page.items.length === 0) {
          toast(NO_RESULTS_TITLE, { description: noResultsDescription(category, city) });
        } else {
          toast.success(SEARCH_COMPLETE_TITLE, {
            description: searchCompleteDescription(page.items.length),
          });
        }
        revealResults();
      },
      onError: () => toast.error(SEARCH_ERROR.title, { description: SEARCH_ERROR.description }),
    });
  };

  const clear = () => {
    clearSavedSearch();
    search.reset();
    setResults(null);
    setCategory('');
    setCity('');
  };

  const openResult = () => {
    if (!results) return;
    saveSearch({
      selectedCategory: results.category,
      selectedCity: results.city,
      results: results.cards,
    });
  };

  const showingResults = results !== null || search.isPending;
  return (
    <div className="flex flex-col gap-12">
      <SearchPanel
        categories={home.data?.categories ?? CATEGORIES}
        cities={home.data?.cities ?? []}
        category={category}
        city={city}
        onCategoryChange={setCategory}
        onCityChange={setCity}
        onSearch={runSearch}
        onClear={clear}
        showClear={results !== null}
        searching={search.isPending}
        footer={searchFooter}
      />
      {showingResults ? (
        <DirectorySection
          title="Search Results"
          headingRef={headingRef}
          summary={
            <>
              <p className="mt-1 text-stone-600" aria-live="polite">
                {search.isPending || !results
                  ? 'Searching…'
                  : resultsCountLine(results.cards.length)}
              </p>
              {results && !search.isPending ? <CriteriaChips {...results} /> : null}
            </>
          }
        >
          {search.isPending || !results ? (
            <BusinessCardGridSkeleton count={4} label="Searching businesses…" />
          ) : results.cards.length === 0 ? (
            <EmptyPanel
              icon={<SearchX aria-hidden="true" />}
              title="No businesses match this search"
              action={
                <Button variant="outline" onClick={clear}>
                  Show featured businesses
                </Button>
              }
            >
              Try another category, or leave the city blank to search all locations.
            </EmptyPanel>
          ) : (
            <BusinessCardGrid label="Search results">
              {results.cards.map((card) => (
                <li key={card.id}>
                  <BusinessCard business={card} onOpen={openResult} />
                </li>
              ))}
            </BusinessCardGrid>
          )}
        </DirectorySection>
      ) : (
        <DirectorySection
          title="Featured Local Favorites"
          headingRef={headingRef}
          eyebrow={
            <>
              <Sparkles aria-hidden="true" className="size-4" />
              Hand-picked
            </>
          }
        >
          {home.isPending ? (
            <BusinessCardGridSkeleton label="Loading featured businesses…" />
          ) : home.data && home.data.featured.length > 0 ? (
            <BusinessCardGrid label="Featured businesses">
              {home.data.featured.map((card) => (
                <li key={card.id}>
                  <BusinessCard business={card} />
                </li>
              ))}
            </BusinessCardGrid>
          ) : (
            <EmptyPanel icon={<Store aria-hidden="true" />} title="No featured businesses yet">
              Featured local businesses will appear here. Search by category or city above to
              explore the directory.
            </EmptyPanel>
          )}
        </DirectorySection>
      )}
    </div>
  );
}
