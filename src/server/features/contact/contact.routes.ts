import { Hono } from 'hono';
import { contactRequestSchema } from '../../../domain/contact.js';
import { clientIp } from '../../platform/client-ip.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { submitContactMessage } from './contact.service.js';

/** POST /api/contact: a visitor's message to the operators (public, captcha, rate limited). */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', contactRequestSchema),
  async (c) => {
    const { config, database, logger } = c.get('deps');
    const { captcha, ...input } = c.req.valid('json');
    const submission = await submitContactMessage({
      db: database.db,
      config,
      logger,
      ipAddress: clientIp(c),
      input,
      captcha,
    });
    return c.json(submission, 201);
  },
);
