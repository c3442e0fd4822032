import { Clock } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import type { CityBusiness } from '#domain/cities.js';
import { searchMessages } from '#domain/search.js';
import { translated } from '#web/lib/i18n.js';
import { shownAllItCan } from '#web/lib/next-page-offset.js';
import { useProgressiveCount } from '#web/lib/use-progressive-count.js';
import { BusinessCardSkeletonGrid } from '#web/ui/business-card-skeleton.js';
import { Button } from '#web/ui/button.js';
import { FailurePanel, StatusPanel, TryAgainButton } from '#web/ui/status-panel.js';
import type { useCityBusinesses } from '../api/get-city-businesses';
import { t } from '../i18n';
import { CityBusinessCard } from './city-business-card';
import { CityEmptyState } from './city-empty-state';

const GRID = 'grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-3';

type CityQuery = ReturnType<typeof useCityBusinesses>;

/**
 * The cards of a city, best rated first, with loading, error and empty states. Give it
 * a `key` of the city: its deferred cards belong to one city.
 */
export function CityBusinessList({
  query,
  city,
  onShowAll,
  renderResults = (_items, list) => list,
}: {
  query: CityQuery;
  city: string;
  /** Set while 'Open now' narrows the list: shows every business again. */
  onShowAll?(): void;
  /** The cards around their list (the route adds the map view: the maps feature). */
  renderResults?(items: CityBusiness[], list: ReactNode): ReactNode;
}) {
  // The cards are drawn in a deferred render, which React splits into short slices: a
  // page of 24 cards drawn at once kept a phone from answering input for a quarter second.
  // They are put on the page six at a time, so the commits are short too.
  const pages = useDeferredValue(query.data?.pages);
  const items = pages?.flatMap((page) => page.items) ?? [];
  const drawn = useProgressiveCount(items.length);
  // A failed first load has no pages: the failure is said before the skeleton is drawn.
  if (query.isError) {
    return (
      <FailurePanel
        title={t('cities.list.failed')}
        actions={
          <TryAgainButton onClick={() => void query.refetch()} disabled={query.isFetching} />
        }
      >
        {query.error.message}
      </FailurePanel>
    );
  }
  if (query.isPending || !pages) {
    return <BusinessCardSkeletonGrid count={6} label={t('cities.list.loading')} className={GRID} />;
  }
  const [first] = pages;
  if (items.length === 0 && onShowAll) {
    return (
      <StatusPanel
        icon={<Clock aria-hidden="true" />}
        title={t('cities.page.noneOpen', { city })}
        className="max-w-2xl"
        actions={
          <Button variant="outline" size="lg" onClick={onShowAll}>
            {t('cities.filters.showAll')}
          </Button>
        }
      >
        {t('cities.filters.noneOpenText')}
      </StatusPanel>
    );
  }
  if (items.length === 0) return <CityEmptyState city={city} slug={first.slug} />;
  return (
    <div className="flex flex-col items-center gap-8">
      {renderResults(
        items,
        <ul aria-label={t('cities.page.title', { city })} className={GRID}>
          {items.slice(0, drawn).map((business, index) => (
            <li key={business.id}>
              <CityBusinessCard business={business} priority={index === 0} />
            </li>
          ))}
        </ul>,
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage
            ? t('cities.list.loadingMore')
            : t('cities.list.showMore', { shown: items.length, total: first.total })}
        </Button>
      ) : shownAllItCan(first, items.length) ? (
        <p className="text-center text-sm text-stone-600">
          {translated(searchMessages.listEnd(items.length))}
        </p>
      ) : null}
    </div>
  );
}
