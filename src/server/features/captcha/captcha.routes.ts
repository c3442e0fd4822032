import { api } from '#domain/api.js';
import { createCaptchaChallenge } from '../../platform/captcha.js';
import { type Route, route } from '../../platform/routes.js';

export const captchaRoutes: Route[] = [
  route(api.captchaChallenge, (c, { ctx }) => {
    // Each challenge works once: never let a cache hand the same one to two people.
    c.header('Cache-Control', 'no-store');
    return createCaptchaChallenge(ctx);
  }),
];
