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

/** One heading with its count, and its listings' cards. */
function ListingGroup({
  headingId,
  title,
  listings,
}: {
  headingId: string;
  title: string;
  listings: Listing[];
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-stone-900 sm:text-xl"
      >
        {title}
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

/**
 * The listings under a heading per category, or (sorted nearest first: 'Near me') one
 * list in the API's order.
 */
export function ListingsResults({
  listings,
  nearestFirst = false,
}: {
  listings: Listing[];
  nearestFirst?: boolean;
}) {
  if (nearestFirst) {
    return (
      <ListingGroup
        headingId="listings-nearest"
        title={t('businesses.listings.nearestFirst')}
        listings={listings}
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {groupByCategory(listings).map((group) => {
        const category = group.category ?? 'Other';
        return (
          <ListingGroup
            key={category}
            headingId={`listings-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
            title={
              group.category ? categoryName(group.category) : t('businesses.listings.otherCategory')
            }
            listings={group.listings}
          />
        );
      })}
    </div>
  );
}
