import { useState } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_NOTES_MAX,
  type AdminBusiness,
  businessManagementMessages as text,
} from '../../../../domain/business-management';
import { fieldErrorOf } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure-toast';
import { Dialog } from '../../../ui/dialog';
import { DialogFooter } from '../../../ui/dialog-footer';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useEditBusiness } from '../api/businesses';

/** The listing's e-mail and the admins' private notes about it. */
export function EditBusinessDialog({
  business,
  onClose,
}: {
  business: AdminBusiness;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(business.email ?? '');
  const [adminNotes, setAdminNotes] = useState(business.adminNotes ?? '');
  const edit = useEditBusiness();

  function save() {
    edit.mutate(
      { id: business.id, input: { email, adminNotes } },
      {
        onSuccess: () => {
          toast.success(text.updated);
          onClose();
        },
        onError: (error) => toastFailure('Failed to update the business.', error),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Edit ${business.name}`}
      description="The e-mail shows on the listing on Silver and Texas Gold; notes are for admins only."
      footer={
        <DialogFooter
          actionLabel="Save"
          pendingLabel="Saving..."
          pending={edit.isPending}
          onAction={save}
          onCancel={onClose}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          id="edit-business-email"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrorOf(edit.error, 'email')}
        />
        <TextAreaField
          id="edit-business-notes"
          label="Admin Notes"
          rows={5}
          maxLength={ADMIN_NOTES_MAX}
          value={adminNotes}
          onChange={(e) => setAdminNotes(e.target.value)}
          error={fieldErrorOf(edit.error, 'adminNotes')}
        />
      </div>
    </Dialog>
  );
}
