import {
  approvalMessages,
  CLAIM_DATA_FIELDS,
  CLAIM_FIELD_LABELS,
  type ClaimRequestDetail,
  type ClaimReviewForm,
  claimReviewFormSchema,
} from '#domain/approvals.js';
import { CATEGORIES } from '#domain/categories.js';
import { fieldProps, setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { Dialog } from '#web/ui/dialog.js';
import { QueryView } from '#web/ui/query-view.js';
import { SelectField } from '#web/ui/select-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { useChangeRequest } from '../api/change-requests';
import { useDecision } from '../lib/use-decision';
import { DecisionFooter } from './decision-footer';
import { DuplicateChoice } from './duplicate-choice';

type ClaimField = (typeof CLAIM_DATA_FIELDS)[number];

const REQUIRED = new Set<ClaimField>([
  'business_name',
  'business_category',
  'business_city',
  'business_state',
  'business_zip',
  'business_phone',
  'business_email',
  'owner_name',
  'owner_phone',
]);

const SERVER_FIELDS = [
  ...CLAIM_DATA_FIELDS.map((field) => `claim.${field}` as const),
  'notes',
] as const;

function formOf(claim: ClaimRequestDetail['claim']): ClaimReviewForm {
  return {
    claim: Object.fromEntries(
      CLAIM_DATA_FIELDS.map((field) => [field, claim[field] ?? '']),
    ) as ClaimReviewForm['claim'],
    linkBusinessId: '',
    notes: '',
  };
}

/** A claim under review: every detail editable before approving, duplicates to link. */
export function ClaimReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useChangeRequest(id);
  const detail = request.data?.type === 'business_claim' ? request.data : null;
  const form = useSchemaForm(claimReviewFormSchema, {
    // The claimant's details once loaded; a reload keeps what the admin corrected.
    values: detail ? formOf(detail.claim) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, trigger, getValues, setError } = form;
  const decision = useDecision({
    id,
    approvedMessage: approvalMessages.claimApproved,
    onDone: onClose,
    onRefused: (error) => setServerErrors(setError, error, SERVER_FIELDS),
  });

  const notesOf = (notes: string | null | undefined) => notes?.trim() || null;
  const approve = handleSubmit(({ claim, linkBusinessId, notes }) =>
    decision.approve({ claim, linkBusinessId: linkBusinessId || undefined, notes: notesOf(notes) }),
  );
  const reject = async () => {
    if (await trigger('notes')) decision.reject({ notes: notesOf(getValues('notes')) });
  };

  return (
    <Dialog
      onClose={onClose}
      title={detail ? `Review claim: ${detail.claim.business_name}` : 'Review claim'}
      description="Check the details, correct them if needed, and approve or reject the claim."
      className="max-w-2xl"
      footer={
        detail ? (
          <DecisionFooter running={decision.running} onReject={reject} onApprove={approve} />
        ) : null
      }
    >
      <QueryView
        query={{ ...request, data: detail ?? undefined }}
        loadingLabel="Loading the claim..."
        errorMessage="Could not load this claim."
      >
        {(loaded) => (
          <form noValidate onSubmit={approve} className="flex flex-col gap-5">
            <p className="text-sm text-stone-600">
              Claimed by{' '}
              <span className="font-medium text-stone-900">{loaded.claim.owner_name}</span> (
              {loaded.claim.owner_email}).
            </p>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">Claim details</legend>
              {CLAIM_DATA_FIELDS.map((field) => {
                const props = {
                  ...fieldProps(form, `claim.${field}`, `claim-${field}`),
                  label: CLAIM_FIELD_LABELS[field],
                };
                return field === 'business_category' ? (
                  <SelectField
                    key={field}
                    {...props}
                    required
                    options={CATEGORIES}
                    emptyLabel="Select a category"
                  />
                ) : field === 'business_description' ? (
                  <div key={field} className="sm:col-span-2">
                    <TextAreaField {...props} rows={3} />
                  </div>
                ) : (
                  <TextField key={field} {...props} required={REQUIRED.has(field)} />
                );
              })}
            </fieldset>
            <div>
              <h3 className="text-sm font-medium text-stone-800">Message from the claimant</h3>
              <p className="mt-1.5 rounded-lg bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-700 ring-1 ring-stone-200">
                {loaded.claim.additional_message ?? 'No message.'}
              </p>
            </div>
            <DuplicateChoice
              duplicates={loaded.possibleDuplicates}
              field={register('linkBusinessId')}
            />
            <TextAreaField
              {...fieldProps(form, 'notes', 'claim-notes')}
              label="Admin Notes"
              rows={3}
              placeholder="Add notes about this approval/rejection..."
            />
          </form>
        )}
      </QueryView>
    </Dialog>
  );
}
