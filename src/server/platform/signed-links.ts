/**
 * Links that work without signing in, for a limited time: an HMAC over what the
 * link opens and when it stops working, keyed with the server's auth secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signLink(secret: string, subject: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${mac(secret, subject, expires)}`;
}

/** True when `token` was made by signLink for `subject` and has not expired. */
export function verifyLink(secret: string, subject: string, token: string, now: Date): boolean {
  const [expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !signature || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, subject, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(secret: string, subject: string, expires: number): string {
  return createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');
}
