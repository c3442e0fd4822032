import { type DecisionCallbacks, useReviewQueue } from './use-review-queue';

/** One of a review card's moves: its button and the status it sends. */
export interface ReviewMove<A extends string, S extends string> {
  action: A;
  label: string;
  to: S;
}

/** What the review queue gives each card: the one move on its way, and how to send one. */
export interface ReviewDecision<A extends string, S extends string> {
  /** The one move on its way, on whichever item. */
  processing: { id: string; action: A } | null;
  onMove: (id: string, move: ReviewMove<A, S>, notes: string) => void;
}

/** A status mutation: the item, its new status and the admin's notes. */
interface StatusChange<To extends string> {
  mutate: (
    change: { id: string; status: To; notes: string | null },
    callbacks: DecisionCallbacks,
  ) => void;
}

/**
 * A review queue whose moves set an item's status with the admin's notes (Job
 * Management, Event Management): useReviewQueue's tabs, and each card's `decision`:
 * a move goes through `change` with the toasts `messagesOf` gives it.
 */
export function useStatusReview<Status extends string, Action extends string, To extends string>(
  param: string,
  statuses: readonly Status[],
  change: StatusChange<To>,
  messagesOf: (move: ReviewMove<Action, To>) => { done: string; failed: string },
) {
  const queue = useReviewQueue<Status, Action>(param, statuses);
  const move = (id: string, chosen: ReviewMove<Action, To>, notes: string) =>
    queue.decide(id, chosen.action, messagesOf(chosen), (callbacks) =>
      change.mutate({ id, status: chosen.to, notes: notes.trim() || null }, callbacks),
    );
  const decision: ReviewDecision<Action, To> = { processing: queue.processing, onMove: move };
  return { tabs: queue.tabs, decision };
}
