import { useState } from 'react';
import { toastFailure } from './failure-toast';
import { toast } from './toast';
import { useSearchParamTab } from './use-search-param-tab';

/** The callbacks a decision's mutation is run with. */
export interface DecisionCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

/**
 * An admin review queue's state (Job Management, Event Management): the status tab,
 * kept in the address under `param` (the first status unless told), the page within
 * it, and the one item being processed: its buttons say so while the others wait.
 * `tabs` is what ReviewQueue takes.
 */
export function useReviewQueue<Status extends string, Action extends string>(
  param: string,
  statuses: readonly Status[],
) {
  const [status, onStatusChange] = useSearchParamTab(param, statuses, statuses[0]);
  const [offset, onOffsetChange] = useState(0);
  const [processing, setProcessing] = useState<{ id: string; action: Action } | null>(null);

  /** Sends one decision through `send` (the mutation) with the action's two toasts. */
  const decide = (
    id: string,
    action: Action,
    messages: { done: string; failed: string },
    send: (callbacks: DecisionCallbacks) => void,
  ) => {
    setProcessing({ id, action });
    send({
      onSuccess: () => toast.success(messages.done),
      onError: (error) => toastFailure(messages.failed, error),
      onSettled: () => setProcessing(null),
    });
  };
  return { tabs: { statuses, status, onStatusChange, offset, onOffsetChange }, processing, decide };
}
