import { isApiError } from '../../../lib/api-client';

/**
 * What the failure toast says: the server's reason when it gave one the admin
 * can act on (already processed, name taken, a field out of bounds), else the
 * spec's general message.
 */
export function decisionErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** The server's message for one field, if the failed decision named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  const message =
    error.fields[field] ?? error.fields[`claim.${field}`] ?? error.fields[`fields.${field}`];
  return Array.isArray(message) ? message[0] : message;
}
