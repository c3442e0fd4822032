import type { SecurityEvent } from '../api/security-events';

/** 'auth_login_failed' -> 'Login failed'; 'admin_claim_approved' -> 'Admin claim approved'. */
export function actionLabel(action: string): string {
  const words = action.replace(/^auth_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function eventDetails(event: SecurityEvent): string {
  const { email, reason, portal, attemptType, method, scope } = event.metadata as Record<
    string,
    string | undefined
  >;
  // Auth events are about their actor; an admin action names the record it touched.
  const resource =
    event.resourceType && event.resourceType !== 'user' && event.resourceId
      ? `${event.resourceType.replace(/_/g, ' ')} ${event.resourceId}`
      : null;
  return [
    resource,
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

export interface ValueChange {
  field: string;
  before: string;
  after: string;
}

/** Long values (notes of many kilobytes) are cut; the log shows that they changed. */
const VALUE_PREVIEW_MAX = 120;

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function preview(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_PREVIEW_MAX ? `${text.slice(0, VALUE_PREVIEW_MAX)}…` : text;
}

/** The fields an admin action changed, from the before and after values it logged. */
export function valueChanges(event: SecurityEvent): ValueChange[] {
  const before = asRecord(event.metadata.before);
  const after = asRecord(event.metadata.after);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].map((field) => ({
    // 'admin_notes' and 'adminNotes' both read 'admin notes'.
    field: field
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
    before: preview(before?.[field]),
    after: preview(after?.[field]),
  }));
}
