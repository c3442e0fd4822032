import { format } from 'date-fns';
import { Link } from 'react-router';
import { businessPath } from '#domain/businesses.js';
import type { ProblemReport, ReportReason } from '#domain/listing-upkeep.js';
import { Button } from '#web/ui/button.js';
import { StatusBadge } from '#web/ui/status-badge.js';

export const REASON_LABELS: Record<ReportReason, string> = {
  closed: 'Closed for good',
  wrong_phone: 'Wrong phone',
  wrong_hours: 'Wrong hours',
  wrong_address: 'Wrong address',
  other: 'Other',
};

/** One report: what the visitor said, and the admin's actions on it and its business. */
export function ReportItem({
  report,
  busy,
  onDecide,
  onCloseBusiness,
  onReopenBusiness,
}: {
  report: ProblemReport;
  busy: boolean;
  onDecide: (status: 'resolved' | 'dismissed') => void;
  onCloseBusiness: () => void;
  onReopenBusiness: () => void;
}) {
  const closed = report.businessClosedAt !== null;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={businessPath({ id: report.businessId, slug: report.businessSlug })}
            className="font-semibold break-words text-brand-700 hover:underline"
          >
            {report.businessName}
          </Link>
          <StatusBadge tone={report.reason === 'closed' ? 'danger' : 'warning'}>
            {REASON_LABELS[report.reason]}
          </StatusBadge>
          {closed ? <StatusBadge tone="neutral">Permanently closed</StatusBadge> : null}
        </span>
        {report.note ? (
          <p className="text-sm break-words whitespace-pre-line text-stone-700">{report.note}</p>
        ) : null}
        <span className="text-xs text-stone-500">
          Reported {format(new Date(report.createdAt), 'MMM d, yyyy h:mm a')}
          {report.resolvedAt
            ? ` · ${report.status === 'resolved' ? 'Resolved' : 'Dismissed'} ${format(new Date(report.resolvedAt), 'MMM d, yyyy')}`
            : null}
        </span>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {report.status === 'new' ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => onDecide('resolved')}>
              Resolve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onDecide('dismissed')}
            >
              Dismiss
            </Button>
          </>
        ) : null}
        {closed ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={onReopenBusiness}>
            Reopen business
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={busy} onClick={onCloseBusiness}>
            Mark permanently closed
          </Button>
        )}
      </div>
    </li>
  );
}
