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
import { PinField } from '#web/ui/map/pin-field.js';
import { SPOKEN } from '#web/ui/spanish-badge.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useEditBusiness } from '../api/businesses';

/** What a dialog about one business of the admin's list takes (Edit, Change plan). */
export interface BusinessDialogProps {
  business: AdminBusiness;
  onClose: () => void;
}

/** The listing's e-mail, the admins' private notes, 'Se habla español', its hours and its map pin. */
export function EditBusinessDialog({ business, onClose }: BusinessDialogProps) {
  const edit = useEditBusiness();
  const form = useSchemaForm(businessEditSchema, {
    defaultValues: {
      email: business.email ?? '',
      adminNotes: business.adminNotes ?? '',
      speaksSpanish: business.speaksSpanish,
      hours: business.hours ?? '',
      location: business.location ?? '',
    },
  });
  const location = form.watch('location') ?? '';

  const save = form.handleSubmit(({ location: pin, ...rest }) =>
    edit.mutate(
      // The pin only when moved: saving it marks it as set by an admin (decision 037).
      { id: business.id, input: pin === business.location ? rest : { ...rest, location: pin } },
      {
        onSuccess: () => {
          toast.success(text.updated);
          onClose();
        },
        onError: (error) => {
          toastFailure('Failed to update the business.', error);
          setServerErrors(form.setError, error, [
            'email',
            'adminNotes',
            'speaksSpanish',
            'hours',
            'location',
          ]);
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
      <PinField
        id="edit-business-location"
        label="Map Pin"
        value={location}
        onChange={(value) =>
          form.setValue('location', value, { shouldDirty: true, shouldValidate: true })
        }
        error={form.formState.errors.location?.message}
      />
    </FormDialog>
  );
}
