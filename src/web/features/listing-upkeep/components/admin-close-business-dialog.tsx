import { Dialog } from '#web/ui/dialog.js';
import { DialogFooter } from '#web/ui/dialog-footer.js';

/** The confirmation before a business is marked permanently closed. */
export function CloseBusinessDialog({
  businessName,
  pending,
  onConfirm,
  onClose,
}: {
  businessName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      onClose={onClose}
      title="Mark permanently closed?"
      description={`${businessName} will say 'Permanently closed' on its profile and leave search, listings, city pages, suggestions, the home page and the sitemap. You can reopen it later.`}
      footer={
        <DialogFooter
          actionLabel="Mark permanently closed"
          pendingLabel="Saving..."
          pending={pending}
          onAction={onConfirm}
          onCancel={onClose}
          destructive
        />
      }
    />
  );
}
