/**
 * A visitor's form posts in the API tests (the contact form, problem reports): each from
 * a client address of its own unless told which, so tests never share a rate-limit
 * bucket (the test context trusts the proxy header), and the error they expect.
 */
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/** A fresh client address (TEST-NET-2): one per call. */
export function newClientIp(): string {
  return `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/** POSTs `body` as JSON to `path`, as a visitor at `ip`. */
export function postAsVisitor(
  app: TestContext['app'],
  path: string,
  body: unknown,
  ip = newClientIp(),
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

/** The answer is `status` with the API's error `message`. */
export async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((await res.json()).error.message).toBe(message);
}
