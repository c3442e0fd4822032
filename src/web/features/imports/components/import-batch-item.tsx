import { format } from 'date-fns';
import type { ImportBatchView } from '../../../../domain/imports';
import { Button } from '../../../ui/button';
import { DONE_COUNT_LABELS } from '../lib/import-counts';
import { ImportCountBadges } from './import-count-badges';

export const batchDate = (batch: ImportBatchView) =>
  format(new Date(batch.createdAt), 'MMM d, yyyy h:mm a');

/** One import of the history: its file, who ran it and when, its counts, and Undo or Undone. */
export function ImportBatchItem({ batch, onUndo }: { batch: ImportBatchView; onUndo: () => void }) {
  const who = batch.actorEmail ?? (batch.source === 'cli' ? 'the command line' : 'a deleted admin');
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold break-words text-stone-900">{batch.fileName}</p>
        <p className="text-sm break-words text-stone-600">
          By {who}
          {batch.source === 'cli' && batch.actorEmail ? ' (command line)' : ''} ·{' '}
          <time dateTime={batch.createdAt}>{batchDate(batch)}</time>
        </p>
        <ImportCountBadges
          counts={batch.counts}
          labels={DONE_COUNT_LABELS}
          label={`Counts of ${batch.fileName}`}
        />
      </div>
      <div className="shrink-0">
        {batch.undoneAt ? (
          <span
            title={`Undone ${format(new Date(batch.undoneAt), 'MMM d, yyyy h:mm a')}`}
            className="inline-block rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300"
          >
            Undone
          </span>
        ) : (
          <Button variant="outline" size="sm" onClick={onUndo}>
            Undo
            <span className="sr-only">
              {' '}
              {batch.fileName} of {batchDate(batch)}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}
