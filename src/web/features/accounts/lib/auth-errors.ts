import { toast } from 'sonner';
import { authMessages } from '../../../../domain/accounts';
import { isApiError } from '../../../lib/api-client';

/**
 * What a failed auth request should tell the person: the server's own message
 * for a refusal it explains (wrong password, rate limit, verification), else
 * the spec's generic text for the action.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

/** The toast for a failed sign-in or reset request: a rate limit says so, else title and reason. */
export function toastAuthFailure(
  error: unknown,
  { title, fallback }: { title: string; fallback: string },
): void {
  if (isRateLimited(error)) toast.error(authMessages.tooManyAttempts);
  else toast.error(title, { description: failureMessage(error, fallback) });
}

export { authMessages };
