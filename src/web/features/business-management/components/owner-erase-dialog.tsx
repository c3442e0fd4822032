import type { AdminBusiness } from '#domain/business-management.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { ConfirmDialog } from '#web/ui/dialog.js';
import { useEraseOwner } from '../api/businesses';

/**
 * Asks before erasing a listing's owner account (issue 30 point 5): what goes and what
 * stays, then the server's answer as a toast (a renewing subscription is refused there).
 */
export function OwnerEraseDialog({
  business,
  onClose,
}: {
  business: AdminBusiness;
  onClose: () => void;
}) {
  const erase = useEraseOwner();
  return (
    <ConfirmDialog
      onClose={onClose}
      title={`Erase the owner of ${business.name}?`}
      description={`The account of ${business.ownerEmail} is deleted for good: sign-in, sessions, name, e-mail, phone, claim and mail. The listing stays, unclaimed, on its plan. This cannot be undone.`}
      confirmLabel="Erase Owner Account"
      pending={erase.isPending}
      pendingLabel="Erasing..."
      onConfirm={() =>
        erase.mutate(
          business.id,
          closeOnSuccess(onClose, (error) =>
            toastFailure('Failed to erase the owner account.', error),
          ),
        )
      }
    />
  );
}
