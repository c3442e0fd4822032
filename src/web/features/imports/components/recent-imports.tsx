import { useState } from 'react';
import type { ImportBatchView } from '../../../../domain/imports';
import { EmptyList } from '../../../ui/empty-list';
import { RetryAlert } from '../../../ui/retry-alert';
import { SectionCard } from '../../../ui/section-card';
import { LoadingState } from '../../../ui/spinner';
import { useImportBatches } from '../api/imports';
import { ImportBatchItem } from './import-batch-item';
import { ImportUndoDialog } from './import-undo-dialog';

/** Recent imports: the last 20, from this page or the command line, each undoable once. */
export function RecentImports() {
  const batches = useImportBatches();
  const [undoing, setUndoing] = useState<ImportBatchView | null>(null);
  return (
    <SectionCard
      id="recent-imports-heading"
      title="Recent imports"
      description="Undo removes the businesses an import created and restores the ones it updated, unless they changed since."
    >
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
              <ImportBatchItem key={batch.id} batch={batch} onUndo={() => setUndoing(batch)} />
            ))}
          </ul>
        )}
      </div>
      {undoing ? <ImportUndoDialog batch={undoing} onClose={() => setUndoing(null)} /> : null}
    </SectionCard>
  );
}
