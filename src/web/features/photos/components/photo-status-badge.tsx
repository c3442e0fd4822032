import type { PhotoStatus } from '#domain/photos.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';
import { t } from '../i18n';

const TONES: Record<PhotoStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function PhotoStatusBadge({ status }: { status: PhotoStatus }) {
  return <StatusBadge tone={TONES[status]}>{t(`photos.status.${status}`)}</StatusBadge>;
}
