import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminBusiness,
  BUSINESS_PAGE_SIZE,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import { CATEGORIES } from '#domain/categories.js';
import type { GeocodeProblemCounts } from '#domain/geocoding.js';
import { PLAN_IDS, PLANS } from '#domain/plans.js';
import { toastFailure, useFailureToast } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { useDebouncedValue } from '#web/lib/use-debounced-value.js';
import { Button } from '#web/ui/button.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { FilterSelect } from '#web/ui/filter-select.js';
import { PagedList } from '#web/ui/paged-list.js';
import { RowList } from '#web/ui/row-list.js';
import { SearchField } from '#web/ui/search-field.js';
import { SectionCard } from '#web/ui/section-card.js';
import { useBusinesses, useDeleteBusiness } from '../api/businesses';
import { AddBusinessDialog } from './add-business-dialog';
import { BusinessExportLinks } from './business-export-links';
import { type BusinessAction, BusinessItem } from './business-item';
import { EditBusinessDialog } from './edit-business-dialog';
import { GeocodeProblemsNotice } from './geocode-problems-notice';
import { OwnerEraseDialog } from './owner-erase-dialog';
import { PlanChangeDialog } from './plan-change-dialog';
import { UnreadHoursSection } from './unread-hours-section';

const PLAN_LABELS = PLAN_IDS.map((id) => PLANS[id].label);

/** The listings the geocoder could not place (issue 29 point 4), for the admin to fix. */
const GEOCODE_OPTIONS = [
  { value: 'no_match', label: 'Address not found' },
  { value: 'failed', label: 'Geocoding failed' },
] as const;

/** The list's select filters, alike but for their names and choices (a plan by its label). */
const SELECTS = [
  { key: 'category', label: 'Category', emptyLabel: 'All categories', options: CATEGORIES },
  { key: 'plan', label: 'Plan', emptyLabel: 'All plans', options: PLAN_LABELS },
  { key: 'geocode', label: 'Location', emptyLabel: 'Any location', options: GEOCODE_OPTIONS },
] as const;

/** The Google Reviews dialog of a listing, from the reviews feature (the route composes features). */
export type ReviewsDialog = (business: AdminBusiness, onClose: () => void) => ReactNode;

/** Business Management: every listing, searchable and filtered, with the admin's tools per listing. */
export function BusinessManagementPanel({
  reviewsDialog,
  geocodeProblems,
}: {
  reviewsDialog?: ReviewsDialog;
  /** The dashboard's count of listings the geocoder could not place (a notice that filters). */
  geocodeProblems?: GeocodeProblemCounts;
} = {}) {
  // ?q= opens the tab on a search (the Stale listings queue's Edit link).
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(typed, 300);
  const [picked, setPicked] = useState({ category: '', plan: '', geocode: '' });
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<{ action: BusinessAction | 'add'; business?: AdminBusiness }>();
  const { category, geocode } = picked;
  const plan = PLAN_IDS.find((id) => PLANS[id].label === picked.plan) ?? '';
  const businesses = useBusinesses({ search, category, plan, geocode, offset });
  const remove = useDeleteBusiness();

  // A new search or filter starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reaction to the filters changing
  useEffect(() => setOffset(0), [search, category, plan, geocode]);
  useFailureToast(businesses.isError, text.fetchFailed);

  const close = () => setOpen(undefined);
  const business = open?.business;

  return (
    <SectionCard
      title="Business Management"
      actions={
        <Button size="sm" onClick={() => setOpen({ action: 'add' })}>
          <Plus aria-hidden="true" />
          Add Business
        </Button>
      }
    >
      <GeocodeProblemsNotice
        counts={geocodeProblems}
        onShow={(problem) => setPicked({ ...picked, geocode: problem })}
      />
      <div className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchField
          id="business-search"
          label="Search"
          placeholder="Name, city or category"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        {SELECTS.map(({ key, ...select }) => (
          <FilterSelect
            key={key}
            id={`business-${key}-filter`}
            {...select}
            value={picked[key]}
            onChange={(e) => setPicked({ ...picked, [key]: e.target.value })}
          />
        ))}
      </div>
      <div className="mt-3">
        <BusinessExportLinks filter={{ search, category, plan, geocode }} />
      </div>
      <UnreadHoursSection onFind={setTyped} />

      <PagedList
        query={businesses}
        loadingLabel="Loading businesses..."
        errorMessage={text.fetchFailed}
        emptyMessage="No businesses match these filters."
        offset={offset}
        pageSize={BUSINESS_PAGE_SIZE}
        onOffsetChange={setOffset}
        count={(total) =>
          `${total.toLocaleString('en-US')} ${total === 1 ? 'business' : 'businesses'}`
        }
        className="mt-5"
      >
        {(items) => (
          <RowList label="Businesses">
            {items.map((item) => (
              <BusinessItem
                key={item.id}
                business={item}
                onAction={(action) => setOpen({ action, business: item })}
                hasReviews={Boolean(reviewsDialog)}
              />
            ))}
          </RowList>
        )}
      </PagedList>

      {open?.action === 'add' ? <AddBusinessDialog onClose={close} /> : null}
      {open?.action === 'plan' && business ? (
        <PlanChangeDialog business={business} onClose={close} />
      ) : null}
      {open?.action === 'reviews' && business && reviewsDialog
        ? reviewsDialog(business, close)
        : null}
      {open?.action === 'edit' && business ? (
        <EditBusinessDialog business={business} onClose={close} />
      ) : null}
      {open?.action === 'erase-owner' && business ? (
        <OwnerEraseDialog business={business} onClose={close} />
      ) : null}
      {open?.action === 'delete' && business ? (
        <ConfirmDialog
          onClose={close}
          title={`Delete ${business.name}?`}
          description="The listing, its photos, jobs and statistics are removed for good. This cannot be undone."
          confirmLabel="Delete Business"
          pending={remove.isPending}
          pendingLabel="Deleting..."
          onConfirm={() =>
            remove.mutate(business.id, {
              onSuccess: () => {
                toast.success(text.deleted);
                close();
              },
              onError: (error) => toastFailure('Failed to delete the business.', error),
            })
          }
        />
      ) : null}
    </SectionCard>
  );
}
