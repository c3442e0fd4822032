import { pluralize } from '#domain/format.js';
import type { ImportBatchView } from '#domain/imports.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { useUndoImport } from '../api/imports';

/** Asks before an import is undone; the server refuses when its listings changed since. */
export function ImportUndoDialog({
  batch,
  onClose,
}: {
  batch: ImportBatchView;
  onClose: () => void;
}) {
  const undo = useUndoImport();
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Undo this import?"
      description={`The ${pluralize(batch.counts.create, 'business', 'businesses')} it created will be removed and the ${pluralize(batch.counts.update, 'business', 'businesses')} it updated get their previous values back.`}
      confirmLabel="Undo Import"
      pending={undo.isPending}
      pendingLabel="Undoing..."
      onConfirm={() =>
        undo.mutate(
          batch.id,
          closeOnSuccess(onClose, (error) => {
            toastFailure('Failed to undo the import.', error);
            onClose();
          }),
        )
      }
    />
  );
}
