import type { ContactStatus } from '#domain/contact.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';
import { t } from '../i18n';

const TONES: Record<ContactStatus, BadgeTone> = {
  unread: 'brand',
  read: 'neutral',
  responded: 'success',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <StatusBadge tone={TONES[status]} className="capitalize">
      {t(`contact.status.${status}`)}
    </StatusBadge>
  );
}
