import { useEffect, useState } from 'react';
import { approvalMessages, type ProfileChangeDetail } from '../../../../domain/approvals';
import { planOf } from '../../../../domain/plans';
import type { PartialProfileFields, ProfileField } from '../../../../domain/profile-changes';
import { Dialog } from '../../../ui/dialog';
import { RetryAlert } from '../../../ui/retry-alert';
import { LoadingState } from '../../../ui/spinner';
import { TextAreaField } from '../../../ui/text-area-field';
import { useChangeRequest } from '../api/change-requests';
import { fieldError } from '../lib/field-error';
import { useDecision } from '../lib/use-decision';
import { DecisionFooter } from './decision-footer';
import { ProfileChangeRow } from './profile-change-row';

export interface FieldDecision {
  accepted: boolean;
  value: string;
}

function initialDecisions(detail: ProfileChangeDetail): Record<string, FieldDecision> {
  return Object.fromEntries(
    detail.changes.map((change) => [change.field, { accepted: true, value: change.to ?? '' }]),
  );
}

/**
 * A profile change under review: old and new value side by side, field by
 * field; the admin accepts or drops each one and may edit the new value.
 */
export function ProfileChangeReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const request = useChangeRequest(id);
  const detail = request.data?.type === 'profile_update' ? request.data : null;
  const [decisions, setDecisions] = useState<Record<string, FieldDecision> | null>(null);
  const [notes, setNotes] = useState('');
  const decision = useDecision({
    id,
    approvedMessage: approvalMessages.changesApproved,
    onDone: onClose,
  });

  useEffect(() => {
    if (detail && decisions === null) setDecisions(initialDecisions(detail));
  }, [detail, decisions]);

  const limit = detail ? planOf(detail.business.plan).descriptionLimit : 0;
  const accepted = decisions ? Object.entries(decisions).filter(([, d]) => d.accepted) : [];
  const overLimit = accepted.some(
    ([field, d]) => field === 'description' && d.value.length > limit,
  );
  const notesValue = notes.trim() || null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={detail ? `Review changes: ${detail.business.name}` : 'Review changes'}
      description="Accept or drop each change, edit a value if needed, then approve or reject."
      className="max-w-3xl"
      footer={
        detail && decisions ? (
          <DecisionFooter
            running={decision.running}
            disabled={accepted.length === 0 || overLimit}
            onReject={() => decision.reject({ notes: notesValue })}
            onApprove={() =>
              decision.approve({
                fields: Object.fromEntries(
                  accepted.map(([field, d]) => [field, d.value]),
                ) as PartialProfileFields,
                notes: notesValue,
              })
            }
          />
        ) : null
      }
    >
      {request.isPending ? (
        <LoadingState label="Loading the changes..." className="py-10" />
      ) : request.isError || !detail ? (
        <RetryAlert onRetry={() => request.refetch()}>Could not load these changes.</RetryAlert>
      ) : decisions ? (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-stone-600">
            Requested by {detail.ownerName ?? 'the owner'}
            {detail.ownerEmail ? ` (${detail.ownerEmail})` : ''}. Plan:{' '}
            {planOf(detail.business.plan).label}.
          </p>
          <ul aria-label="Requested changes" className="flex flex-col gap-3">
            {detail.changes.map((change) => (
              <ProfileChangeRow
                key={change.field}
                change={change}
                decision={decisions[change.field]}
                descriptionLimit={limit}
                error={fieldError(decision.error, change.field)}
                onChange={(next) =>
                  setDecisions((current) =>
                    current ? { ...current, [change.field as ProfileField]: next } : current,
                  )
                }
              />
            ))}
          </ul>
          {accepted.length === 0 ? (
            <p role="status" className="text-sm text-amber-800">
              {approvalMessages.nothingAccepted}
            </p>
          ) : null}
          <TextAreaField
            id="profile-change-notes"
            label="Admin Notes"
            rows={3}
            placeholder="Add notes about this approval/rejection..."
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
