import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MailboxAccess } from '../../../domain/mailbox.js';
import { pageQuerySchema } from '../../../domain/paging.js';
import { AppError } from '../../platform/app-error.js';
import { getSessionUser } from '../../platform/auth/guards.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { assertCanReadMailbox, listMailbox } from './mailbox.service.js';

async function requireMailboxReader(c: Context<AppEnv>): Promise<void> {
  assertCanReadMailbox(c.get('deps').config, await getSessionUser(c));
}

/** Before validation, so a signed-out client learns nothing but 401. */
const mailboxReader = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await requireMailboxReader(c);
  await next();
});

const REASONS: Partial<Record<AppError['code'], MailboxAccess['reason']>> = {
  unauthenticated: 'signed_out',
  forbidden: 'forbidden',
  not_found: 'off',
};

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
      const reason = err instanceof AppError ? REASONS[err.code] : undefined;
      if (!reason) throw err;
      return c.json<MailboxAccess>({ allowed: false, reason, message: (err as AppError).message });
    }
  })
  /** GET /api/mailbox: the e-mail outbox, newest first (signed-in admins, without SMTP). */
  .get('/', mailboxReader, validate('query', pageQuerySchema({ defaultLimit: 50 })), async (c) => {
    return c.json(await listMailbox({ db: c.get('deps').database.db, page: c.req.valid('query') }));
  });
