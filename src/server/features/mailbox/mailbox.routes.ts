import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.js';
import { requirePermission } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listMailbox, mailboxIsOpenToAll } from './mailbox.service.js';

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 100.';
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more.';

const listQuery = z.object({
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(100, LIMIT_MESSAGE)
    .default(50),
  offset: z.coerce
    .number({ message: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(1_000_000, OFFSET_MESSAGE)
    .default(0),
});

async function requireMailboxReader(c: Context<AppEnv>): Promise<void> {
  if (!mailboxIsOpenToAll(c.get('deps').config)) await requirePermission(c, 'read:mailbox:any');
}

/** Before validation, so a signed-out client learns nothing but 401. */
const mailboxReader = createMiddleware<AppEnv>(async (c, next) => {
  await requireMailboxReader(c);
  await next();
});

export const mailboxRoutes = new Hono<AppEnv>()
  /**
   * GET /api/mailbox/access: may this visitor read the mailbox? Always 200, so the
   * page can explain a refusal without a failed request: { allowed, reason, message }.
   */
  .get('/access', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await requireMailboxReader(c);
      return c.json({ allowed: true, reason: null, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = err.code === 'unauthenticated' ? 'signed_out' : 'forbidden';
      return c.json({ allowed: false, reason, message: err.message });
    }
  })
  /** GET /api/mailbox: the e-mail outbox, newest first (admins; anyone in development). */
  .get('/', mailboxReader, validate('query', listQuery), async (c) => {
    const { config, database } = c.get('deps');
    const { limit, offset } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json(await listMailbox({ db: database.db, config, limit, offset }));
  });
