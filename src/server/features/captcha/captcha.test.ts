import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_CAPTCHA_COST, loadConfig, weakCaptchaWarning } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { CAPTCHA_MESSAGES, createCaptchaChallenge, verifyCaptcha } from '../../platform/captcha.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import {
  fetchCaptchaChallenge,
  solveCaptcha,
  solveCaptchaChallenge,
  TEST_CAPTCHA_COST,
} from '../../test/captcha.js';
import { createTestContext } from '../../test/test-app.js';

// The production work per attempt (the other API files lower it to TEST_CAPTCHA_COST):
// the challenge it hands out and one solved at that cost. What the checks refuse does
// not depend on the cost, so those solve at the test cost (0.8 s of CPU a solve less).
const { app, dataDir } = await createTestContext({
  CAPTCHA_COST: String(DEFAULT_CAPTCHA_COST),
});
const cheap = await createTestContext({ CAPTCHA_COST: TEST_CAPTCHA_COST });
// The same data directory, so the same auth secret and captcha keys as that app's.
const cheapConfig = loadConfig({ DATA_DIR: cheap.dataDir, CAPTCHA_COST: TEST_CAPTCHA_COST });

// A probe form guarded by the captcha, as contact, claim and sign-in use it.
const probe = new Hono<AppEnv>().post(
  '/',
  validate('json', z.object({ captcha: z.string().optional() })),
  async (c) => {
    const { config, database } = c.get('deps');
    await verifyCaptcha({ db: database.db, config, payload: c.req.valid('json').captcha });
    return c.json({ ok: true });
  },
);
app.route('/api/__captcha-probe', probe);
cheap.app.route('/api/__captcha-probe', probe);

function submitTo(target: typeof app, captcha?: string) {
  return target.request('/api/__captcha-probe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captcha }),
  });
}

/** A payload to the app at the test cost. */
const submit = (captcha?: string) => submitTo(cheap.app, captcha);

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error).toMatchObject({ code: 'validation', message, fields: { captcha: message } });
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

describe('GET /api/captcha/challenge', () => {
  it('answers a signed PBKDF2 challenge that expires in about ten minutes, never cached', async () => {
    const res = await app.request('/api/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = await res.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      keyLength: 32,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const secondsLeft = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(9 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(10 * 60);
  });

  it('hands out a different challenge each time', async () => {
    const [a, b] = await Promise.all([fetchCaptchaChallenge(app), fetchCaptchaChallenge(app)]);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.signature).not.toBe(b.signature);
  });

  it('costs 5000 iterations an attempt unless configured, and a start below that warns', () => {
    const plain = loadConfig({ DATA_DIR: dataDir });
    expect(plain.captchaCost).toBe(5000);
    expect(weakCaptchaWarning(plain)).toBeNull();
    // NODE_ENV changes nothing: the cost is what CAPTCHA_COST says, and a lower one is named.
    const lowered = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, CAPTCHA_COST: '25' });
    expect(lowered.captchaCost).toBe(25);
    expect(weakCaptchaWarning(lowered)).toBe(
      'CAPTCHA_COST is 25, below 5000: the human check is too easy for bots. Unset it outside tests.',
    );
  });
});

describe('verifyCaptcha', () => {
  it('accepts a challenge solved at the production cost', async () => {
    const res = await submitTo(app, await solveCaptcha(app));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses an %s payload with the spec message', async (_label, captcha) => {
    await expectRefused(await submit(captcha), 'Please complete the verification.');
  });

  it('refuses a replayed solution', async () => {
    const payload = await solveCaptcha(cheap.app);
    expect((await submit(payload)).status).toBe(200);
    await expectRefused(await submit(payload), CAPTCHA_MESSAGES.replayed);
  });

  it('lets only one of two simultaneous submissions of one solution through', async () => {
    const payload = await solveCaptcha(cheap.app);
    const statuses = await Promise.all(
      [submit(payload), submit(payload)].map(async (r) => (await r).status),
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('refuses a wrong solution', async () => {
    const payload = decode(await solveCaptcha(cheap.app));
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    await expectRefused(await submit(encode(payload)), CAPTCHA_MESSAGES.invalid);
  });

  it('refuses a challenge whose parameters were changed (an easier cost)', async () => {
    const payload = decode(await solveCaptcha(cheap.app));
    payload.challenge.parameters.cost = 1;
    await expectRefused(await submit(encode(payload)), CAPTCHA_MESSAGES.invalid);
  });

  it('refuses a challenge signed with another key', async () => {
    const otherConfig = loadConfig({
      DATA_DIR: cheap.dataDir,
      CAPTCHA_COST: TEST_CAPTCHA_COST,
      AUTH_SECRET: 'another-secret-of-at-least-32-characters!!',
    });
    const foreign = await solveCaptchaChallenge(
      await createCaptchaChallenge({ config: otherConfig }),
    );
    await expectRefused(await submit(foreign), CAPTCHA_MESSAGES.invalid);
  });

  it('refuses an expired challenge', async () => {
    const challenge = await createCaptchaChallenge({
      config: cheapConfig,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await expectRefused(
      await submit(await solveCaptchaChallenge(challenge)),
      CAPTCHA_MESSAGES.expired,
    );
  });

  it.each([
    ['not base64 JSON', 'definitely-not-a-payload'],
    ['the widget test-mode payload', encode({ challenge: null, solution: null, test: true })],
    [
      'an unsigned challenge',
      encode({ challenge: { parameters: {} }, solution: { counter: 1, derivedKey: 'ab' } }),
    ],
    ['an oversized payload', 'A'.repeat(10_000)],
  ])('refuses %s', async (_label, captcha) => {
    await expectRefused(await submit(captcha), CAPTCHA_MESSAGES.invalid);
  });

  it('remembers a used challenge until it expires', async () => {
    const payload = await solveCaptcha(cheap.app);
    const { challenge } = decode(payload);
    expect((await submit(payload)).status).toBe(200);
    const rows = await queryRows<{ expires: number }>(
      cheap.database.db,
      sql`select extract(epoch from expires_at)::int as expires
          from used_captcha_challenges where challenge = ${challenge.signature}`,
    );
    expect(rows).toEqual([{ expires: challenge.parameters.expiresAt }]);
  });
});
