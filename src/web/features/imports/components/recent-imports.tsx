import { useState } from 'react';
import type { ImportBatchView } from '#domain/imports.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { QueryView } from '#web/ui/query-view.js';
import { RowList } from '#web/ui/row-list.js';
import { SectionCard } from '#web/ui/section-card.js';
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
    <SectionCard
      id="recent-imports-heading"
      title="Recent imports"
      description="Undo removes the businesses an import created and restores the ones it updated, unless they changed since."
    >
      <div className="mt-4">
        <QueryView
          query={batches}
          loadingLabel="Loading imports..."
          errorMessage="Could not load the recent imports."
        >
          {({ items }) =>
            items.length === 0 ? (
              <EmptyList>No imports yet.</EmptyList>
            ) : (
              <RowList label="Recent imports">
                {items.map((batch) => (
                  <ImportBatchItem
                    key={batch.id}
                    batch={batch}
                    onUndo={() => setUndoing(batch)}
                    onRunAgain={() => setRerunning(batch)}
                  />
                ))}
              </RowList>
            )
          }
        </QueryView>
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
    </SectionCard>
  );
}
