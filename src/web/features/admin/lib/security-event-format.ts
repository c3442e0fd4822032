import type { SecurityEvent } from '../api/security-events';

/** 'auth_login_failed' -> 'Login failed'. */
export function actionLabel(action: string): string {
  const words = action.replace(/^auth_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function eventDetails(event: SecurityEvent): string {
  const { email, reason, portal, attemptType, method, scope } = event.metadata as Record<
    string,
    string | undefined
  >;
  return [
    email && email !== event.actorEmail ? email : null,
    portal ? `${portal} login` : null,
    reason ? `reason: ${reason}` : null,
    attemptType ? `limit: ${attemptType}` : null,
    method && typeof method === 'string' ? `via ${method}` : null,
    scope ? `scope: ${scope}` : null,
    event.errorMessage,
  ]
    .filter(Boolean)
    .join(' · ');
}
