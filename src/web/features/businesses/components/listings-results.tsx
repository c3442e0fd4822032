import type { Listing } from '#domain/businesses.js';
import { categoryName } from '#web/lib/directory-words.js';
import { t } from '../i18n';
import { ListingCard } from './listing-card';

interface Group {
  /** The category's English name, or null for businesses without one. */
  category: string | null;
  listings: Listing[];
}

/** The API sorts by category then name, so consecutive cards of one category form a group. */
function groupByCategory(listings: Listing[]): Group[] {
  const groups: Group[] = [];
  for (const listing of listings) {
    const category = listing.category;
    const last = groups.at(-1);
    if (last && last.category === category) last.listings.push(listing);
    else groups.push({ category, listings: [listing] });
  }
  return groups;
}

/** Sorted nearest first ('Near me'): one list in the API's order, not grouped by category. */
function NearestList({ listings }: { listings: Listing[] }) {
  return (
    <section aria-labelledby="listings-nearest">
      <h2
        id="listings-nearest"
        className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-stone-900 sm:text-xl"
      >
        {t('businesses.listings.nearestFirst')}
        <span className="text-sm font-medium text-stone-500">({listings.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListingsResults({
  listings,
  nearestFirst = false,
}: {
  listings: Listing[];
  nearestFirst?: boolean;
}) {
  if (nearestFirst) return <NearestList listings={listings} />;
  return (
    <div className="flex flex-col gap-10">
      {groupByCategory(listings).map((group) => {
        const category = group.category ?? 'Other';
        const headingId = `listings-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-stone-900 sm:text-xl"
            >
              {group.category
                ? categoryName(group.category)
                : t('businesses.listings.otherCategory')}
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
