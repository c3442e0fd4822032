import { authMessages } from '#domain/accounts.js';
import { isApiError } from '#web/lib/api-client.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.code === 'rate_limited';
}

/** The toast for a failed sign-in or reset request: a rate limit says so, else title and reason. */
export function toastAuthFailure(
  error: unknown,
  { title, fallback }: { title: string; fallback: string },
): void {
  if (isRateLimited(error)) toast.error(translated(authMessages.tooManyAttempts));
  else toastFailure(fallback, error, title);
}

export { authMessages };
