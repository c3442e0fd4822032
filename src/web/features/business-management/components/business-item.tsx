import {
  type AdminBusiness,
  NOTES_PREVIEW_LENGTH,
  preview,
  WEBSITE_PREVIEW_LENGTH,
} from '#domain/business-management.js';
import { PLANS } from '#domain/plans.js';
import { BusinessLink } from '#web/ui/business-link.js';
import { Button } from '#web/ui/button.js';
import { PlanBadge } from '#web/ui/plan-badge.js';
import { GeocodeStatus } from './geocode-status';

export type BusinessAction = 'plan' | 'reviews' | 'edit' | 'delete' | 'erase-owner';

/** One business in the admin's list: what it is, its plan, contact, notes, reach and actions. */
export function BusinessItem({
  business,
  onAction,
  hasReviews = false,
}: {
  business: AdminBusiness;
  onAction: (action: BusinessAction) => void;
  /** Offer the Google Reviews dialog (for plans that show reviews). */
  hasReviews?: boolean;
}) {
  const notes = preview(business.adminNotes, NOTES_PREVIEW_LENGTH);
  const website = preview(business.website, WEBSITE_PREVIEW_LENGTH);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <BusinessLink {...business} className="font-semibold" />
          <PlanBadge plan={business.plan} />
        </div>
        <p className="text-sm text-stone-600">
          {[business.category, business.city].filter(Boolean).join(' · ') || 'No category or city'}
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-600 sm:grid-cols-2">
          <div className="flex min-w-0 gap-1">
            <dt className="font-medium text-stone-700">Email:</dt>
            <dd className="truncate">{business.email ?? 'Not provided'}</dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt className="font-medium text-stone-700">Website:</dt>
            <dd className="truncate" title={business.website ?? undefined}>
              {website ?? 'Not provided'}
            </dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt className="font-medium text-stone-700">Owner:</dt>
            <dd className="truncate">{business.ownerEmail ?? 'Unclaimed'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-stone-700">Search impressions:</dt>
            <dd className="tabular-nums">{business.searchImpressions.toLocaleString('en-US')}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-medium text-stone-700">Profile views:</dt>
            <dd className="tabular-nums">{business.profileViews.toLocaleString('en-US')}</dd>
          </div>
          <GeocodeStatus state={business.geocoding} />
        </dl>
        {notes ? (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm break-words text-stone-700 ring-1 ring-stone-200">
            <span className="font-medium">Notes: </span>
            {notes}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction('plan')}>
          Change Plan<span className="sr-only"> of {business.name}</span>
        </Button>
        {hasReviews && PLANS[business.plan].googleReviews > 0 ? (
          <Button variant="outline" size="sm" onClick={() => onAction('reviews')}>
            Google Reviews<span className="sr-only"> of {business.name}</span>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => onAction('edit')}>
          Edit<span className="sr-only"> {business.name}</span>
        </Button>
        {business.ownerEmail ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('erase-owner')}
            className="border-red-300 text-red-800 hover:bg-red-50"
          >
            Erase Owner<span className="sr-only"> of {business.name}</span>
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction('delete')}
          className="border-red-300 text-red-800 hover:bg-red-50"
        >
          Delete<span className="sr-only"> {business.name}</span>
        </Button>
      </div>
    </li>
  );
}
