import type { ImportAction } from '#domain/imports.js';
import { cn } from '#web/lib/cn.js';
import { BADGE_TONES } from '#web/ui/status-badge.js';
import { ACTION_TONES, IMPORT_ACTIONS } from '../lib/import-counts';

/** One badge per action: '2 to create', '1 with errors'; zero counts are shown muted. */
export function ImportCountBadges({
  counts,
  labels,
  label,
  className,
}: {
  counts: Record<ImportAction, number>;
  labels: Record<ImportAction, (n: number) => string>;
  /** Names the list for screen readers, e.g. 'Preview counts'. */
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {IMPORT_ACTIONS.map((action) => (
        <li
          key={action}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ring-1',
            counts[action] > 0
              ? BADGE_TONES[ACTION_TONES[action]]
              : 'bg-white text-stone-500 ring-stone-200',
          )}
        >
          {labels[action](counts[action])}
        </li>
      ))}
    </ul>
  );
}
