import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import type { useCityBusinesses } from '../api/get-city-businesses';
import { CityBusinessCard, CityBusinessCardSkeleton } from './city-business-card';
import { CityEmptyState } from './city-empty-state';

type CityQuery = ReturnType<typeof useCityBusinesses>;

/** The cards of a city, best rated first, with loading, error and empty states. */
export function CityBusinessList({ query, city }: { query: CityQuery; city: string }) {
  if (query.isPending) {
    return (
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
          <li key={i}>
            <CityBusinessCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <Card
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-xl font-semibold text-stone-900">Failed to fetch businesses</h2>
        <p className="text-stone-600">{query.error.message}</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  const [first] = query.data.pages;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <CityEmptyState city={city} slug={first.slug} />;
  return (
    <div className="flex flex-col items-center gap-8">
      <ul
        aria-label={`Businesses in ${city}`}
        className="grid w-full gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((business) => (
          <li key={business.id}>
            <CityBusinessCard business={business} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage
            ? 'Loading more businesses...'
            : `Show more (${items.length} of ${first.total})`}
        </Button>
      ) : null}
    </div>
  );
}
