import {
  ADMIN_NOTES_MAX,
  type AdminBusiness,
  businessEditSchema,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { fieldProps, setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { CheckOption } from '#web/ui/check-option.js';
import { FormDialog } from '#web/ui/dialog.js';
import { HoursEditor } from '#web/ui/hours-editor.js';
import { SPOKEN } from '#web/ui/spanish-badge.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useEditBusiness } from '../api/businesses';

/** What a dialog about one business of the admin's list takes (Edit, Change plan). */
export interface BusinessDialogProps {
  business: AdminBusiness;
  onClose: () => void;
}

/** The listing's e-mail, the admins' private notes about it, 'Se habla español' and its hours. */
export function EditBusinessDialog({ business, onClose }: BusinessDialogProps) {
  const edit = useEditBusiness();
  const form = useSchemaForm(businessEditSchema, {
    defaultValues: {
      email: business.email ?? '',
      adminNotes: business.adminNotes ?? '',
      speaksSpanish: business.speaksSpanish,
      hours: business.hours ?? '',
    },
  });

  const save = form.handleSubmit((input) =>
    edit.mutate(
      { id: business.id, input },
      {
        onSuccess: () => {
          toast.success(text.updated);
          onClose();
        },
        onError: (error) => {
          toastFailure('Failed to update the business.', error);
          setServerErrors(form.setError, error, ['email', 'adminNotes', 'speaksSpanish', 'hours']);
        },
      },
    ),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={`Edit ${business.name}`}
      description="The e-mail shows on the listing on Silver and Texas Gold; notes are for admins only."
      formId="edit-business-form"
      onSubmit={save}
      formClassName="flex flex-col gap-4"
      actionLabel="Save"
      pending={edit.isPending}
    >
      <TextField {...fieldProps(form, 'email', 'edit-business-email')} label="Email" type="email" />
      <TextAreaField
        {...fieldProps(form, 'adminNotes', 'edit-business-notes')}
        label="Admin Notes"
        rows={5}
        maxLength={ADMIN_NOTES_MAX}
      />
      <CheckOption label={SPOKEN} lang="es" {...form.register('speaksSpanish')} />
      <HoursEditor
        id="edit-business-hours"
        label="Hours"
        value={form.watch('hours') ?? ''}
        onChange={(hours) => form.setValue('hours', hours, { shouldDirty: true })}
        error={form.formState.errors.hours?.message}
      />
    </FormDialog>
  );
}
