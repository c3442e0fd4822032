import type { Ref } from 'react';
import type { BusinessCard as BusinessCardData } from '#domain/businesses.js';
import { Button } from '#web/ui/button.js';
import { NoMatchPanel } from '#web/ui/status-panel.js';
import { t } from '../i18n';
import { resultsCountLine } from '../lib/search-messages';
import { BusinessCard } from './business-card';
import { BusinessCardGrid, BusinessCardGridSkeleton } from './business-card-grid';
import { CriteriaChips } from './criteria-chips';
import { DirectorySection } from './directory-section';

/** 'Search Results': placeholders while searching, then the cards or a way back to featured. */
export function SearchResultsSection({
  results,
  headingRef,
  onOpen,
  onClear,
}: {
  /** Null while the search is under way. */
  results: { category: string; city: string; cards: BusinessCardData[] } | null;
  headingRef: Ref<HTMLHeadingElement>;
  onOpen: () => void;
  onClear: () => void;
}) {
  return (
    <DirectorySection
      title={t('search.results.title')}
      headingRef={headingRef}
      summary={
        <>
          <p className="mt-1 text-stone-600" aria-live="polite">
            {results ? resultsCountLine(results.cards.length) : t('search.results.searching')}
          </p>
          {results ? <CriteriaChips category={results.category} city={results.city} /> : null}
        </>
      }
    >
      {!results ? (
        <BusinessCardGridSkeleton count={4} label={t('search.results.loading')} />
      ) : results.cards.length === 0 ? (
        <NoMatchPanel
          title={t('search.results.noneTitle')}
          actions={
            <Button variant="outline" onClick={onClear}>
              {t('search.results.showFeatured')}
            </Button>
          }
        >
          <p className="max-w-md text-sm text-stone-600">{t('search.results.noneText')}</p>
        </NoMatchPanel>
      ) : (
        <BusinessCardGrid label={t('search.results.list')}>
          {results.cards.map((card) => (
            <li key={card.id}>
              <BusinessCard business={card} onOpen={onOpen} />
            </li>
          ))}
        </BusinessCardGrid>
      )}
    </DirectorySection>
  );
}
