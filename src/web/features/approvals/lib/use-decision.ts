import {
  type ApproveChangeInput,
  approvalMessages,
  type RejectChangeInput,
} from '#domain/approvals.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { useApproveChange, useRejectChange } from '../api/change-requests';

/**
 * Approve and reject for one request, with the spec's toasts; `onDone` closes
 * the review once the decision is made, `onRefused` hears why the server refused
 * it (its field errors go under the review's fields).
 */
export function useDecision({
  id,
  approvedMessage,
  onDone,
  onRefused,
}: {
  id: string;
  approvedMessage: string;
  onDone: () => void;
  onRefused: (error: unknown) => void;
}) {
  const approve = useApproveChange();
  const reject = useRejectChange();
  const running = approve.isPending ? 'approve' : reject.isPending ? 'reject' : null;
  return {
    running,
    approve: (input: ApproveChangeInput) => {
      reject.reset();
      approve.mutate(
        { id, input },
        {
          onSuccess: () => {
            toast.success(approvalMessages.approvedTitle, { description: approvedMessage });
            onDone();
          },
          onError: (error) => {
            toastFailure(approvalMessages.approveFailed, error);
            onRefused(error);
          },
        },
      );
    },
    reject: (input: RejectChangeInput) => {
      approve.reset();
      reject.mutate(
        { id, input },
        {
          onSuccess: () => {
            toast.success(approvalMessages.rejectedTitle, {
              description: approvalMessages.rejected,
            });
            onDone();
          },
          onError: (error) => {
            toastFailure(approvalMessages.rejectFailed, error);
            onRefused(error);
          },
        },
      );
    },
  } as const;
}
