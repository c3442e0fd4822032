import { useEffect, useState } from 'react';
import {
  approvalMessages,
  CLAIM_DATA_FIELDS,
  CLAIM_FIELD_LABELS,
  type ClaimDataInput,
  type ClaimRequestDetail,
} from '../../../../domain/approvals';
import { CATEGORIES } from '../../../../domain/categories';
import { Dialog } from '../../../ui/dialog';
import { RetryAlert } from '../../../ui/retry-alert';
import { SelectField } from '../../../ui/select-field';
import { LoadingState } from '../../../ui/spinner';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useChangeRequest } from '../api/change-requests';
import { fieldError } from '../lib/field-error';
import { useDecision } from '../lib/use-decision';
import { DecisionFooter } from './decision-footer';
import { DuplicateChoice } from './duplicate-choice';

type ClaimFields = Record<keyof ClaimDataInput, string>;

const REQUIRED = new Set<keyof ClaimDataInput>([
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

function fieldsOf(claim: ClaimRequestDetail['claim']): ClaimFields {
  return Object.fromEntries(
    CLAIM_DATA_FIELDS.map((field) => [field, claim[field] ?? '']),
  ) as ClaimFields;
}

/** A business claim under review: every detail editable before approving, duplicates to link. */
export function ClaimReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useChangeRequest(id);
  const [fields, setFields] = useState<ClaimFields | null>(null);
  const [linkTo, setLinkTo] = useState('');
  const [notes, setNotes] = useState('');
  const decision = useDecision({
    id,
    approvedMessage: approvalMessages.claimApproved,
    onDone: onClose,
  });
  const detail = request.data?.type === 'business_claim' ? request.data : null;

  useEffect(() => {
    if (detail && fields === null) setFields(fieldsOf(detail.claim));
  }, [detail, fields]);

  const set = (field: keyof ClaimDataInput) => (value: string) =>
    setFields((current) => (current ? { ...current, [field]: value } : current));
  const notesValue = notes.trim() || null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={detail ? `Review claim: ${detail.claim.business_name}` : 'Review claim'}
      description="Check the details, correct them if needed, and approve or reject the claim."
      className="max-w-2xl"
      footer={
        detail && fields ? (
          <DecisionFooter
            running={decision.running}
            onReject={() => decision.reject({ notes: notesValue })}
            onApprove={() =>
              decision.approve({
                claim: fields as ClaimDataInput,
                linkBusinessId: linkTo || undefined,
                notes: notesValue,
              })
            }
          />
        ) : null
      }
    >
      {request.isPending ? (
        <LoadingState label="Loading the claim..." className="py-10" />
      ) : request.isError || !detail ? (
        <RetryAlert onRetry={() => request.refetch()}>Could not load this claim.</RetryAlert>
      ) : fields ? (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-stone-600">
            Claimed by <span className="font-medium text-stone-900">{detail.claim.owner_name}</span>{' '}
            ({detail.claim.owner_email}).
          </p>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Claim details</legend>
            {CLAIM_DATA_FIELDS.map((field) =>
              field === 'business_category' ? (
                <SelectField
                  key={field}
                  id={`claim-${field}`}
                  label={CLAIM_FIELD_LABELS[field]}
                  required
                  options={CATEGORIES}
                  emptyLabel="Select a category"
                  value={fields[field]}
                  onChange={(e) => set(field)(e.target.value)}
                  error={fieldError(decision.error, field)}
                />
              ) : field === 'business_description' ? (
                <div key={field} className="sm:col-span-2">
                  <TextAreaField
                    id={`claim-${field}`}
                    label={CLAIM_FIELD_LABELS[field]}
                    rows={3}
                    value={fields[field]}
                    onChange={(e) => set(field)(e.target.value)}
                    error={fieldError(decision.error, field)}
                  />
                </div>
              ) : (
                <TextField
                  key={field}
                  id={`claim-${field}`}
                  label={CLAIM_FIELD_LABELS[field]}
                  required={REQUIRED.has(field)}
                  value={fields[field]}
                  onChange={(e) => set(field)(e.target.value)}
                  error={fieldError(decision.error, field)}
                />
              ),
            )}
          </fieldset>
          <div>
            <h3 className="text-sm font-medium text-stone-800">Message from the claimant</h3>
            <p className="mt-1.5 rounded-lg bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-700 ring-1 ring-stone-200">
              {detail.claim.additional_message ?? 'No message.'}
            </p>
          </div>
          <DuplicateChoice
            duplicates={detail.possibleDuplicates}
            value={linkTo}
            onChange={setLinkTo}
          />
          <TextAreaField
            id="claim-notes"
            label="Admin Notes"
            rows={3}
            placeholder="Add notes about this approval/rejection..."
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            error={fieldError(decision.error, 'notes')}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
