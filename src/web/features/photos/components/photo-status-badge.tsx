import type { PhotoStatus } from '../../../../domain/photos';
import { type BadgeTone, StatusBadge } from '../../../ui/status-badge';

const TONES: Record<PhotoStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function PhotoStatusBadge({ status }: { status: PhotoStatus }) {
  return <StatusBadge tone={TONES[status]}>{status}</StatusBadge>;
}
