/**
 * Stripe's webhook signature scheme, written once for both providers: the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, checked
 * on the raw body with a tolerance (300 s) against replays. The built-in test
 * provider signs its events the same way, so one verifier serves both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

export function signWebhook(secret: string, payload: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'too_old';

/** null when `header` signs `payload` with `secret` within the tolerance, else why not. */
export function checkWebhookSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now = new Date(),
): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmac(secret, timestamp, payload));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'too_old';
  return null;
}
