import type { MailStatus } from '#domain/mailbox.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';

const TONES: Record<MailStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
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
    <StatusBadge tone={TONES[status]} className="font-semibold">
      {label(status)}
    </StatusBadge>
  );
}
