/**
 * Solving the human check without a browser: fetch a challenge from the app and do
 * the proof of work with altcha-lib, as the widget would. The result is the string
 * a form sends as `captcha`. See docs/decisions/003-captcha.md.
 */
import { pbkdf2Sync } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import type { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_COUNTER_MIN } from '../platform/captcha-counter.js';

/**
 * The human check's work per attempt in these tests: the same challenge, proof of work
 * and verification as in production, at 1/200 of the iterations (a solve takes
 * milliseconds instead of 0.8 s of CPU, and the API files solve hundreds).
 * captcha.test.ts runs the production cost.
 */
export const TEST_CAPTCHA_COST = '25';

interface RequestingApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export async function fetchCaptchaChallenge(app: RequestingApp): Promise<Challenge> {
  const res = await app.request('/api/captcha/challenge');
  if (res.status !== 200) throw new Error(`captcha challenge answered ${res.status}`);
  return (await res.json()) as Challenge;
}

/**
 * altcha-lib's PBKDF2 step, run on this thread. Its own hands each of the few hundred
 * attempts of a solve to libuv's thread pool and back: 8 ms of CPU per solve instead of
 * 2.5 ms, and the API files solve about 700 (4 s of the workers' CPU). Same derivation,
 * same counter found; the server checks it with the library's own.
 */
const deriveKeyHere: typeof deriveKey = async (parameters, salt, password) => {
  if (parameters.algorithm !== 'PBKDF2/SHA-256') {
    throw new Error(`the test solver knows PBKDF2/SHA-256, not ${parameters.algorithm}`);
  }
  const keyLength = parameters.keyLength ?? 32;
  return {
    parameters: {},
    derivedKey: pbkdf2Sync(password, salt, parameters.cost, keyLength, 'sha256'),
  };
};

/**
 * The widget's payload for a solved challenge: base64 of { challenge, solution }. The
 * search starts at the lowest counter the server draws, where the widget starts at 0:
 * the 150 attempts below it can never succeed (55% of an average solve's 275).
 */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({
    challenge,
    deriveKey: deriveKeyHere,
    counterStart: CAPTCHA_COUNTER_MIN,
    timeout: 60_000,
  });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh, solved captcha payload from `app`: pass it as the form's `captcha` field. */
export async function solveCaptcha(app: RequestingApp): Promise<string> {
  return solveCaptchaChallenge(await fetchCaptchaChallenge(app));
}
