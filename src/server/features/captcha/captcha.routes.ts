import { Hono } from 'hono';
import { createCaptchaChallenge } from '../../platform/captcha.js';
import type { AppEnv } from '../../platform/request-context.js';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget. */
export const captchaRoutes = new Hono<AppEnv>().get('/challenge', async (c) => {
  const challenge = await createCaptchaChallenge({ config: c.get('deps').config });
  // Each challenge works once: never let a cache hand the same one to two people.
  c.header('Cache-Control', 'no-store');
  return c.json(challenge);
});
