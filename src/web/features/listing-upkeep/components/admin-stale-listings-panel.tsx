import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { businessPath } from '#domain/businesses.js';
import { toastFailure, useFailureToast } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
import { SectionCard } from '#web/ui/section-card.js';
import { UPKEEP_PAGE_SIZE, useConfirmListing, useStaleListings } from '../api/admin-upkeep';

/** Unclaimed listings nobody confirmed for 12 months: confirm one, or open it to edit. */
export function StaleListingsPanel() {
  const [offset, setOffset] = useState(0);
  const stale = useStaleListings({ offset });
  const confirm = useConfirmListing();
  useFailureToast(stale.isError, 'Failed to load stale listings.');
  return (
    <SectionCard
      title="Stale listings"
      description="Unclaimed listings not confirmed for 12 months, the longest unconfirmed first."
    >
      <PagedList
        query={stale}
        loadingLabel="Loading stale listings..."
        errorMessage="Failed to load stale listings."
        emptyMessage="No stale listings."
        offset={offset}
        pageSize={UPKEEP_PAGE_SIZE}
        onOffsetChange={setOffset}
        count={(total) => `${total.toLocaleString('en-US')} stale listings`}
        className="mt-3"
      >
        {(items) => (
          <RowList label="Stale listings">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="flex min-w-0 flex-col">
                  <Link
                    to={businessPath(item)}
                    className="font-semibold break-words text-brand-700 hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span className="text-sm text-stone-600">
                    {item.city ?? 'No city'} ·{' '}
                    {item.confirmedAt
                      ? `Last confirmed ${format(new Date(item.confirmedAt), 'MMM d, yyyy')} by ${item.confirmedBy === 'owner' ? 'the owner' : 'BCS Local'}`
                      : 'Never confirmed'}
                  </span>
                </span>
                <span className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(
                        { id: item.id },
                        {
                          onSuccess: (answer) => toast.success(answer.message),
                          onError: (error) => toastFailure('Failed to confirm the listing.', error),
                        },
                      )
                    }
                  >
                    Confirm
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={`/admin?tab=businesses&q=${encodeURIComponent(item.name)}`}>
                      Edit
                    </Link>
                  </Button>
                </span>
              </li>
            ))}
          </RowList>
        )}
      </PagedList>
    </SectionCard>
  );
}
