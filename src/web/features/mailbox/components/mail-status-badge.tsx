import type { MailStatus } from '../../../../domain/mailbox';
import { cn } from '../../../lib/cn';

const STYLES: Record<MailStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function label(status: MailStatus): string {
  switch (status) {
    case 'pending':
      return 'Queued';
    case 'sending':
      return 'Sending';
    case 'sent':
      return 'In mailbox';
    case 'failed':
      return 'Failed';
  }
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        STYLES[status],
      )}
    >
      {label(status)}
    </span>
  );
}
