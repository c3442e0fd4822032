import type { ImportAction } from '../../../../domain/imports';
import { StatusBadge } from '../../../ui/status-badge';
import { ACTION_LABELS, ACTION_TONES } from '../lib/import-counts';

export function ImportActionBadge({ action }: { action: ImportAction }) {
  return <StatusBadge tone={ACTION_TONES[action]}>{ACTION_LABELS[action]}</StatusBadge>;
}
