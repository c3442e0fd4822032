import { format, formatDistanceToNow } from 'date-fns';
import type { ChangeRequestSummary } from '#domain/approvals.js';
import { PROFILE_FIELD_LABELS } from '#domain/profile-changes.js';
import { Button } from '#web/ui/button.js';
import { StatusBadge } from '#web/ui/status-badge.js';

const STATUS_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

const TYPE_LABELS = { business_claim: 'Business Claim', profile_update: 'Profile Change' } as const;

/** One request in an approval list: what, from whom, when, and (once decided) by whom. */
export function ChangeRequestItem({
  request,
  onReview,
}: {
  request: ChangeRequestSummary;
  onReview?: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words text-stone-900">{request.businessName}</p>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {TYPE_LABELS[request.type]}
          </span>
          <StatusBadge tone={STATUS_TONES[request.status]} className="capitalize">
            {request.status}
          </StatusBadge>
        </div>
        <p className="text-sm break-words text-stone-600">
          {request.ownerName ?? 'Unknown owner'}
          {request.ownerEmail ? ` (${request.ownerEmail})` : ''} · submitted{' '}
          {formatDistanceToNow(new Date(request.createdAt), { addSuffix: true })}
        </p>
        {request.changedFields.length > 0 ? (
          <p className="text-sm text-stone-600">
            Changes: {request.changedFields.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}
          </p>
        ) : null}
        {request.processedAt ? (
          <p className="text-sm text-stone-600">
            {request.status === 'approved' ? 'Approved' : 'Rejected'}{' '}
            {request.processedBy ? `by ${request.processedBy.name} ` : ''}on{' '}
            {format(new Date(request.processedAt), 'PPp')}
          </p>
        ) : null}
        {request.adminNotes ? (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-700 ring-1 ring-stone-200">
            <span className="font-medium">Notes: </span>
            {request.adminNotes}
          </p>
        ) : null}
      </div>
      {onReview ? (
        <Button variant="outline" size="sm" onClick={onReview} className="self-start">
          Review<span className="sr-only"> {request.businessName}</span>
        </Button>
      ) : null}
    </li>
  );
}
