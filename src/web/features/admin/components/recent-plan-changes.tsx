import { format } from 'date-fns';
import type { AdminSubscriptionChange } from '#domain/admin.js';
import { PLANS } from '#domain/plans.js';
import { BusinessLink } from '#web/ui/business-link.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { RowList } from '#web/ui/row-list.js';
import { StatusBadge } from '#web/ui/status-badge.js';

const CHANGE_TYPE_LABELS = { upgrade: 'Upgrade', downgrade: 'Downgrade', other: 'Change' } as const;

const STATUS_TONES = { approved: 'success', pending: 'warning' } as const;

/** The newest plan changes of any business: who, from which plan to which, when, and whether processed. */
export function RecentPlanChanges({ changes }: { changes: AdminSubscriptionChange[] }) {
  if (changes.length === 0) return <EmptyList>No plan changes yet.</EmptyList>;
  return (
    <RowList label="Recent plan changes" className="text-sm">
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            {change.businessName && change.businessId ? (
              <BusinessLink
                id={change.businessId}
                slug={change.businessSlug}
                name={change.businessName}
                className="font-semibold"
              />
            ) : (
              <span className="font-semibold text-stone-500">Deleted business</span>
            )}
            <p className="text-stone-600">
              {change.oldPlan ? PLANS[change.oldPlan].label : 'New'} → {PLANS[change.newPlan].label}{' '}
              <span className="text-stone-500">({CHANGE_TYPE_LABELS[change.changeType]})</span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <time dateTime={change.createdAt} className="text-stone-500">
              {format(new Date(change.createdAt), 'MMM d, yyyy')}
            </time>
            <StatusBadge tone={STATUS_TONES[change.status]} className="capitalize">
              {change.status}
            </StatusBadge>
          </div>
        </li>
      ))}
    </RowList>
  );
}
