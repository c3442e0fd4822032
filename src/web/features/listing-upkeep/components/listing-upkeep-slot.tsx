import { lazy, Suspense } from 'react';
import type { ListingConfirmation } from '#domain/listing-upkeep.js';

// Loaded after the profile is interactive: the page's first JS stays in its budget
// (e2e/bundle-budget.spec.ts), and the line is not what a visitor reads first.
const ListingUpkeepPanel = lazy(() =>
  import('./listing-upkeep-panel').then((m) => ({ default: m.ListingUpkeepPanel })),
);

/** The profile's upkeep panel, loaded apart; its usual height is kept meanwhile, so nothing jumps. */
export function ListingUpkeepSlot({
  business,
}: {
  business: ListingConfirmation & { id: string; name: string };
}) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-16" />}>
      <ListingUpkeepPanel business={business} />
    </Suspense>
  );
}
