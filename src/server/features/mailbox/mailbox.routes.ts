import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MailboxAccess } from '../../../domain/mailbox.js';
import { pageQuerySchema } from '../../../domain/paging.js';
import { AppError } from '../../platform/app-error.js';
import { requirePermission } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listMailbox, mailboxIsOpenToAll } from './mailbox.service.js';

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
      return c.json<MailboxAccess>({ allowed: true, reason: null, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = err.code === 'unauthenticated' ? 'signed_out' : 'forbidden';
      return c.json<MailboxAccess>({ allowed: false, reason, message: err.message });
    }
  })
  /** GET /api/mailbox: the e-mail outbox, newest first (admins; anyone in development). */
  .get('/', mailboxReader, validate('query', pageQuerySchema({ defaultLimit: 50 })), async (c) => {
    const { config, database } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    return c.json(await listMailbox({ db: database.db, config, page: c.req.valid('query') }));
  });
