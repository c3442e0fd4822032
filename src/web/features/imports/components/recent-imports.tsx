import { useState } from 'react';
import type { ImportBatchView } from '../../../../domain/imports';
import { Card } from '../../../ui/card';
import { EmptyList } from '../../../ui/empty-list';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { useImportBatches } from '../api/imports';
import { ImportBatchItem } from './import-batch-item';
import { ImportRunAgainDialog, type RunAgainSource } from './import-run-again-dialog';
import { ImportUndoDialog } from './import-undo-dialog';

/**
 * Recent imports: the last 20, from this page or the command line, each undoable once;
 * one whose process died shows as interrupted, with Run again.
 */
export function RecentImports({ onRunAgain }: { onRunAgain: (source: RunAgainSource) => void }) {
  const batches = useImportBatches();
  const [undoing, setUndoing] = useState<ImportBatchView | null>(null);
  const [rerunning, setRerunning] = useState<ImportBatchView | null>(null);
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="recent-imports-heading">
      <h2 id="recent-imports-heading" className="text-lg font-semibold text-stone-900">
        Recent imports
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Undo removes the businesses an import created and restores the ones it updated, unless they
        changed since.
      </p>
      <div className="mt-4">
        {batches.isPending ? (
          <LoadingState label="Loading imports..." className="py-8" />
        ) : batches.isError ? (
          <RetryAlert onRetry={() => void batches.refetch()} className="py-4">
            Could not load the recent imports.
          </RetryAlert>
        ) : batches.data.items.length === 0 ? (
          <EmptyList>No imports yet.</EmptyList>
        ) : (
          <ul
            aria-label="Recent imports"
            className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200"
          >
            {batches.data.items.map((batch) => (
              <ImportBatchItem
                key={batch.id}
                batch={batch}
                onUndo={() => setUndoing(batch)}
                onRunAgain={() => setRerunning(batch)}
              />
            ))}
          </ul>
        )}
      </div>
      {undoing ? <ImportUndoDialog batch={undoing} onClose={() => setUndoing(null)} /> : null}
      {rerunning ? (
        <ImportRunAgainDialog
          batch={rerunning}
          onClose={() => setRerunning(null)}
          onChoose={(source) => {
            setRerunning(null);
            onRunAgain(source);
          }}
        />
      ) : null}
    </Card>
  );
}
