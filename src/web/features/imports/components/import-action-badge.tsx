import type { ImportAction } from '../../../../domain/imports';
import { cn } from '../../../lib/cn';
import { ACTION_LABELS, ACTION_STYLES } from '../lib/import-counts';

export function ImportActionBadge({ action }: { action: ImportAction }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        ACTION_STYLES[action],
      )}
    >
      {ACTION_LABELS[action]}
    </span>
  );
}
