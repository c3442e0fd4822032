/**
 * Every /api/admin route, as the app registers it (issue 8 point 9): 401 signed
 * out, 403 to a business owner and to an admin without two-factor, and an
 * answer past the guard for an admin with two-factor. The list is read from the
 * app itself, so a route added later is covered without editing this file.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createAdminAccount,
  Device,
  signedInAdmin,
  signedInOwner,
  signInAs,
} from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';

const ctx = await createTestContext();
const { app } = ctx;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Each admin route once (a route's middlewares are listed as routes of their own). */
const adminRoutes = [
  ...new Map(
    app.routes
      .filter((route) => METHODS.has(route.method) && /^\/api\/admin(\/|$)/.test(route.path))
      .map((route) => [`${route.method} ${route.path}`, route]),
  ).values(),
].map(({ method, path }) => ({
  method,
  path,
  // Each :param (with or without a {pattern}) becomes a random UUID; a wildcard, a word.
  url: path.replace(/:[^/{]+(\{[^}]*\})?/g, () => randomUUID()).replace(/\*/g, 'anything'),
}));

async function requestEach(device: Device | null) {
  const answers: { route: string; status: number }[] = [];
  for (const { method, path, url } of adminRoutes) {
    const init = { method, json: method === 'GET' ? undefined : {} };
    const res = device
      ? await device.request(url, init)
      : await app.request(url, {
          method,
          headers: init.json ? { 'content-type': 'application/json' } : {},
          body: init.json ? '{}' : undefined,
        });
    answers.push({ route: `${method} ${path}`, status: res.status });
  }
  return answers;
}

describe('every /api/admin route', () => {
  it('is found in the app', () => {
    const routes = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'GET /api/admin/subscriptions',
        'GET /api/admin/security-events',
      ]),
    );
  });

  it('answers 401 signed out', async () => {
    for (const answer of await requestEach(null)) {
      expect(answer, answer.route).toEqual({ route: answer.route, status: 401 });
    }
  });

  it('answers 403 to a signed-in business owner', async () => {
    const { device } = await signedInOwner(app);
    for (const answer of await requestEach(device)) {
      expect(answer, answer.route).toEqual({ route: answer.route, status: 403 });
    }
  });

  it('answers 403 to an admin who has not set up two-factor yet', async () => {
    const account = await createAdminAccount(ctx);
    const device = new Device(app);
    expect((await signInAs(app, device, { ...account, portal: 'admin' })).status).toBe(200);
    for (const answer of await requestEach(device)) {
      expect(answer, answer.route).toEqual({ route: answer.route, status: 403 });
    }
  });

  it('lets an admin with two-factor past the guard (a 400 or 404 for the made-up input is fine)', async () => {
    const { device } = await signedInAdmin(app, ctx);
    for (const answer of await requestEach(device)) {
      expect([401, 403], answer.route).not.toContain(answer.status);
      expect(answer.status, answer.route).toBeLessThan(500);
    }
  });
});
