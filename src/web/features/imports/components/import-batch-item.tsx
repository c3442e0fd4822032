import { format } from 'date-fns';
import { pluralize } from '#domain/format.js';
import type { ImportBatchView } from '#domain/imports.js';
import { Button } from '#web/ui/button.js';
import { DONE_COUNT_LABELS, IMPORT_ACTIONS } from '../lib/import-counts';
import { ImportCountBadges } from './import-count-badges';

export const batchDate = (batch: ImportBatchView) =>
  format(new Date(batch.createdAt), 'MMM d, yyyy h:mm a');

const BADGE =
  'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 whitespace-nowrap';

/** 'Stopped after 5,450 of 10,000 rows.': how far a run whose process died got. */
function interruptedText(batch: ImportBatchView): string {
  const done = IMPORT_ACTIONS.reduce((sum, action) => sum + batch.counts[action], 0);
  const where =
    batch.totalRows === null
      ? `after ${pluralize(done, 'row')}`
      : `after ${done.toLocaleString('en-US')} of ${pluralize(batch.totalRows, 'row')}`;
  return `The server or the command stopped during this import, ${where}. What it wrote is kept.`;
}

/**
 * One import of the history: its file, who ran it and when, its counts, and what can
 * be done with it: Undo (finished or interrupted), Run again (interrupted), or
 * nothing while it runs or once undone.
 */
export function ImportBatchItem({
  batch,
  onUndo,
  onRunAgain,
}: {
  batch: ImportBatchView;
  onUndo: () => void;
  onRunAgain: () => void;
}) {
  const who = batch.actorEmail ?? (batch.source === 'cli' ? 'the command line' : 'a deleted admin');
  const named = (
    <span className="sr-only">
      {' '}
      {batch.fileName} of {batchDate(batch)}
    </span>
  );
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold break-words text-stone-900">{batch.fileName}</p>
        <p className="text-sm break-words text-stone-600">
          By {who}
          {batch.source === 'cli' && batch.actorEmail ? ' (command line)' : ''} ·{' '}
          <time dateTime={batch.createdAt}>{batchDate(batch)}</time>
        </p>
        {batch.status === 'interrupted' ? (
          <p className="text-sm text-amber-900">
            <span className={`${BADGE} mr-2 bg-amber-50 text-amber-900 ring-amber-300`}>
              Interrupted
            </span>
            {interruptedText(batch)}
          </p>
        ) : null}
        {batch.status === 'running' ? null : (
          <ImportCountBadges
            counts={batch.counts}
            labels={DONE_COUNT_LABELS}
            label={`Counts of ${batch.fileName}`}
          />
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {batch.undoneAt ? (
          <span
            title={`Undone ${format(new Date(batch.undoneAt), 'MMM d, yyyy h:mm a')}`}
            className={`${BADGE} bg-stone-100 text-stone-700 ring-stone-300`}
          >
            Undone
          </span>
        ) : batch.status === 'running' ? (
          <span className={`${BADGE} bg-sky-50 text-sky-800 ring-sky-200`}>Running</span>
        ) : (
          <>
            {batch.status === 'interrupted' ? (
              <Button variant="outline" size="sm" onClick={onRunAgain}>
                Run again
                {named}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={onUndo}>
              Undo
              {named}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
