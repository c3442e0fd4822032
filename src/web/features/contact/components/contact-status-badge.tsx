import type { ContactStatus } from '../../../../domain/contact';
import { type BadgeTone, StatusBadge } from '../../../ui/status-badge';

const TONES: Record<ContactStatus, BadgeTone> = {
  unread: 'brand',
  read: 'neutral',
  responded: 'success',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <StatusBadge tone={TONES[status]} className="capitalize">
      {status}
    </StatusBadge>
  );
}
