import { SearchX } from 'lucide-react';
import type { Listing } from '../../../../domain/businesses';
import { ListingCard } from './listing-card';

interface Group {
  category: string;
  listings: Listing[];
}

/** The API sorts by category then name, so consecutive cards of one category form a group. */
function groupByCategory(listings: Listing[]): Group[] {
  const groups: Group[] = [];
  for (const listing of listings) {
    const category = listing.category ?? 'Other';
    const last = groups.at(-1);
    if (last && last.category === category) last.listings.push(listing);
    else groups.push({ category, listings: [listing] });
  }
  return groups;
}

export function ListingsResults({ listings }: { listings: Listing[] }) {
  return (
    <div className="flex flex-col gap-10">
      {groupByCategory(listings).map((group) => {
        const headingId = `listings-${group.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={group.category} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-stone-900 sm:text-xl"
            >
              {group.category}
              <span className="text-sm font-medium text-stone-500">({group.listings.length})</span>
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {group.listings.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function ListingsEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-stone-900">
        No businesses found matching your criteria.
      </p>
      {onClear ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Clear all filters
        </button>
      ) : null}
    </div>
  );
}
