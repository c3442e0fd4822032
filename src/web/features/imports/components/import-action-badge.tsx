import type { ImportAction } from '#domain/imports.js';
import { StatusBadge } from '#web/ui/status-badge.js';
import { ACTION_LABELS, ACTION_TONES } from '../lib/import-counts';

export function ImportActionBadge({ action }: { action: ImportAction }) {
  return <StatusBadge tone={ACTION_TONES[action]}>{ACTION_LABELS[action]}</StatusBadge>;
}
