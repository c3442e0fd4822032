import { FormProvider } from 'react-hook-form';
import {
  approvalMessages,
  type ProfileChangeDetail,
  type ProfileChangeReviewForm,
  profileChangeReviewFormSchema,
} from '#domain/approvals.js';
import { planOf } from '#domain/plans.js';
import type { PartialProfileFields } from '#domain/profile-changes.js';
import { fieldProps, setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { Dialog } from '#web/ui/dialog.js';
import { QueryView } from '#web/ui/query-view.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { useChangeRequest } from '../api/change-requests';
import { useDecision } from '../lib/use-decision';
import { DecisionFooter } from './decision-footer';
import { ProfileChangeRow } from './profile-change-row';

/** Every requested change accepted, at the value the owner asked for. */
function formOf(detail: ProfileChangeDetail): ProfileChangeReviewForm {
  return {
    accepted: Object.fromEntries(detail.changes.map((change) => [change.field, true])),
    fields: Object.fromEntries(detail.changes.map((change) => [change.field, change.to ?? ''])),
    notes: '',
  };
}

/**
 * A profile change under review: old and new value side by side, field by
 * field; the admin accepts or drops each one and may edit the new value.
 */
export function ProfileChangeReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useChangeRequest(id);
  const detail = request.data?.type === 'profile_update' ? request.data : null;
  const form = useSchemaForm(profileChangeReviewFormSchema, {
    // The requested values once loaded; a reload keeps what the admin edited.
    values: detail ? formOf(detail) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const decision = useDecision({
    id,
    approvedMessage: approvalMessages.changesApproved,
    onDone: onClose,
    onRefused: (error) =>
      setServerErrors(
        form.setError,
        error,
        (detail?.changes ?? []).map((change) => `fields.${change.field}` as const),
      ),
  });

  const limit = detail ? planOf(detail.business.plan).descriptionLimit : 0;
  const { accepted = {}, fields = {} } = form.watch();
  const acceptedFields = Object.keys(fields).filter((field) => accepted[field]);
  const overLimit =
    acceptedFields.includes('description') && (fields.description ?? '').length > limit;
  const notesOf = (notes: string | null | undefined) => notes?.trim() || null;

  const approve = form.handleSubmit((values) =>
    decision.approve({
      fields: Object.fromEntries(
        acceptedFields.map((field) => [field, values.fields[field]]),
      ) as PartialProfileFields,
      notes: notesOf(values.notes),
    }),
  );
  const reject = async () => {
    if (await form.trigger('notes')) decision.reject({ notes: notesOf(form.getValues('notes')) });
  };

  return (
    <Dialog
      onClose={onClose}
      title={detail ? `Review changes: ${detail.business.name}` : 'Review changes'}
      description="Accept or drop each change, edit a value if needed, then approve or reject."
      className="max-w-3xl"
      footer={
        detail ? (
          <DecisionFooter
            running={decision.running}
            disabled={acceptedFields.length === 0 || overLimit}
            onReject={reject}
            onApprove={approve}
          />
        ) : null
      }
    >
      <QueryView
        query={{ ...request, data: detail ?? undefined }}
        loadingLabel="Loading the changes..."
        errorMessage="Could not load these changes."
      >
        {(loaded) => (
          <FormProvider {...form}>
            <form noValidate onSubmit={approve} className="flex flex-col gap-5">
              <p className="text-sm text-stone-600">
                Requested by {loaded.ownerName ?? 'the owner'}
                {loaded.ownerEmail ? ` (${loaded.ownerEmail})` : ''}. Plan:{' '}
                {planOf(loaded.business.plan).label}.
              </p>
              <ul aria-label="Requested changes" className="flex flex-col gap-3">
                {loaded.changes.map((change) => (
                  <ProfileChangeRow key={change.field} change={change} descriptionLimit={limit} />
                ))}
              </ul>
              {acceptedFields.length === 0 ? (
                <p role="status" className="text-sm text-amber-800">
                  {approvalMessages.nothingAccepted}
                </p>
              ) : null}
              <TextAreaField
                {...fieldProps(form, 'notes', 'profile-change-notes')}
                label="Admin Notes"
                rows={3}
                placeholder="Add notes about this approval/rejection..."
              />
            </form>
          </FormProvider>
        )}
      </QueryView>
    </Dialog>
  );
}
