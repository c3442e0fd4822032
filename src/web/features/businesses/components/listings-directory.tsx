import { RotateCw, Search, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { Listing } from '#domain/businesses.js';
import { searchMessages } from '#domain/search.js';
import { useCities } from '#web/lib/cities.js';
import { categoryOptions } from '#web/lib/directory-words.js';
import { useFailureToast } from '#web/lib/failure-toast.js';
import { currentLanguage, translated } from '#web/lib/i18n.js';
import { shownAllItCan } from '#web/lib/next-page-offset.js';
import { Button } from '#web/ui/button.js';
import { CheckOption } from '#web/ui/check-option.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { NearMeButton } from '#web/ui/map/near-me-button.js';
import { OpenNowOption } from '#web/ui/open-status.js';
import { SPOKEN } from '#web/ui/spanish-badge.js';
import { LoadingState, Spinner } from '#web/ui/spinner.js';
import { useListings } from '../api/get-listings';
import { t } from '../i18n';
import { useListingFilters } from '../lib/use-listing-filters';
import { ListingsEmpty } from './listings-empty';
import { ListingsResults } from './listings-results';

/** What the page gives the text search box (the route fills it with a suggesting input). */
export interface ListingsSearchInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder: string;
}

/** The 'Se habla español' filter's words are Spanish; marked so on an English page. */
const SPANISH = 'es';

/** The dropdown filters, each kept in the address under its name. */
const SELECT_FILTERS = [
  {
    name: 'category',
    label: 'businesses.listings.category',
    emptyLabel: 'businesses.listings.allCategories',
  },
  { name: 'city', label: 'businesses.listings.city', emptyLabel: 'businesses.listings.allCities' },
] as const;

function countLine(shown: number, total: number, estimated: boolean): string {
  if (estimated) return t('businesses.listings.countEstimated', { shown, total });
  if (shown < total) return t('businesses.listings.countPart', { shown, total });
  return t('businesses.listings.countAll', { total });
}

/**
 * The Business Listings screen (spec 000 section 2): text, category and city
 * filters kept in the address, every business by category then name, tinted by
 * plan. The text filter applies on Enter (or Search); the box suggests businesses
 * as the visitor types.
 */
export function ListingsDirectory({
  renderSearchInput,
  renderResults = (_items, list) => list,
}: {
  renderSearchInput(props: ListingsSearchInputProps): ReactNode;
  /** The results around their list (the route adds the map view: the maps feature). */
  renderResults?(items: Listing[], list: ReactNode): ReactNode;
}) {
  const { filters, update, clear, active } = useListingFilters();
  const [text, setText] = useState(filters.q);
  const listings = useListings(filters);
  const cities = useCities();
  const cityNames = useMemo(() => cities.data?.items.map((city) => city.name) ?? [], [cities.data]);

  // The address is the source of truth: Back, Clear and shared links reset the box.
  useEffect(() => setText(filters.q), [filters.q]);

  useFailureToast(listings.isError, t('businesses.listings.failed'), listings.errorUpdatedAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text });
  };
  const changeText = (value: string) => {
    setText(value);
    // Emptying the box (or its clear button) drops the text filter at once.
    if (!value.trim() && filters.q) update({ q: '' });
  };

  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const first = listings.data?.pages[0];
  const total = first?.total ?? 0;
  const refreshing = listings.isFetching && !listings.isFetchingNextPage && !listings.isPending;

  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={submit}
        aria-label={t('businesses.listings.filterLabel')}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            {renderSearchInput({
              id: 'listings-search',
              label: t('businesses.listings.searchLabel'),
              value: text,
              onChange: changeText,
              placeholder: t('businesses.listings.searchPlaceholder'),
            })}
          </div>
          {SELECT_FILTERS.map(({ name, label, emptyLabel }) => (
            <FilterSelect
              key={name}
              id={`listings-${name}`}
              label={t(label)}
              emptyLabel={t(emptyLabel)}
              options={name === 'category' ? categoryOptions() : cityNames}
              value={filters[name]}
              onChange={(event) => update({ [name]: event.target.value })}
            />
          ))}
          <Button type="submit" size="lg" className="col-span-2 lg:col-span-1">
            <Search aria-hidden="true" />
            {t('businesses.listings.search')}
          </Button>
        </div>
        <div className="mt-4 flex min-h-9 flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <CheckOption
              label={SPOKEN}
              lang={currentLanguage() === 'es' ? undefined : SPANISH}
              checked={filters.spanish === '1'}
              onChange={(event) => update({ spanish: event.target.checked ? '1' : '' })}
            />
            <OpenNowOption
              checked={filters.open === '1'}
              onChange={(open) => update({ open: open ? '1' : '' })}
            />
            <NearMeButton near={filters.near} onChange={(near) => update({ near })} />
          </div>
          <p
            className="flex items-center gap-2 text-sm font-medium text-stone-700"
            aria-live="polite"
          >
            {listings.isPending ? null : (
              <span data-testid="listings-count">
                {countLine(items.length, total, Boolean(first?.totalEstimated))}
              </span>
            )}
            {refreshing ? <Spinner className="size-4" /> : null}
          </p>
          {active ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" />
              {t('businesses.listings.clearFilters')}
            </Button>
          ) : null}
        </div>
      </form>

      {listings.isPending ? (
        <LoadingState label={t('businesses.listings.loading')} />
      ) : listings.isError && items.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-8 text-red-600" />
          <p className="font-semibold text-stone-900">{t('businesses.listings.failed')}</p>
          <Button variant="outline" onClick={() => listings.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('businesses.listings.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <ListingsEmpty onClear={active ? clear : undefined} />
      ) : (
        <div className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
          {renderResults(
            items,
            <ListingsResults listings={items} nearestFirst={Boolean(filters.near)} />,
          )}
          {listings.hasNextPage ? (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => listings.fetchNextPage()}
                disabled={listings.isFetchingNextPage}
              >
                {listings.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                {t('businesses.listings.loadMore')}
              </Button>
            </div>
          ) : first && shownAllItCan(first, items.length) ? (
            <p className="mt-10 text-center text-sm text-stone-600">
              {translated(searchMessages.listEnd(items.length))}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
