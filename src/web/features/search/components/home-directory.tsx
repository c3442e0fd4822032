import { type ReactNode, useRef } from 'react';
import { CATEGORIES } from '#domain/categories.js';
import { useHomeDirectory } from '../api/get-home-directory';
import { useHomeSearch } from '../lib/use-home-search';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { FeaturedSection } from './featured-section';
import { SearchPanel } from './search-panel';
import { SearchResultsSection } from './search-results-section';

/**
 * The home page's search and cards (spec 000 sections 2 and 4): featured cards
 * until the visitor searches, then the results. A result card saves the search
 * so the way back restores it once; Clear returns to the featured cards.
 */
export function HomeDirectory({ searchFooter }: { searchFooter?: ReactNode }) {
  const home = useHomeDirectory();
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
  const search = useHomeSearch({ onShowResults: revealResults });

  return (
    <div className="flex flex-col gap-12">
      <SearchPanel
        categories={home.data?.categories ?? CATEGORIES}
        cities={home.data?.cities ?? []}
        category={search.category}
        city={search.city}
        onCategoryChange={search.setCategory}
        onCityChange={search.setCity}
        onSearch={() => void search.search()}
        onClear={search.clear}
        showClear={search.results !== null}
        searching={search.searching}
        footer={searchFooter}
      />
      {search.showingResults ? (
        <SearchResultsSection
          results={search.searching ? null : search.results}
          headingRef={headingRef}
          onOpen={search.rememberResults}
          onClear={search.clear}
        />
      ) : (
        <FeaturedSection headingRef={headingRef} />
      )}
    </div>
  );
}
