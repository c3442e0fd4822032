/**
 * Who may move a reviewed item (a job posting, an event) from one status to another:
 * each kind keeps one table of moves, which its services check before they write and
 * the browser reads to offer only the moves that would succeed.
 */

export type ActorRole = 'owner' | 'admin';

export interface StatusTransition<S extends string> {
  from: S;
  to: S;
  by: ActorRole;
}

export function isAllowedTransition<S extends string>(
  transitions: readonly StatusTransition<S>[],
  { from, to, by }: StatusTransition<S>,
): boolean {
  return transitions.some((t) => t.from === from && t.to === to && t.by === by);
}

/** Why a move is refused, in words an owner or admin understands: `A job that is …`. */
export function transitionRefusalText<S extends string>(
  item: string,
  labels: Record<S, string>,
  from: S,
  to: S,
): string {
  return `${item} that is ${labels[from]} cannot be changed to ${labels[to]}.`;
}
