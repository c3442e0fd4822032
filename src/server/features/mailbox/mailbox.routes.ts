import { api } from '#domain/api.js';
import type { MailboxAccess } from '#domain/mailbox.js';
import { AppError } from '../../platform/app-error.js';
import { getSessionUser } from '../../platform/auth/guards.js';
import { type Route, route } from '../../platform/routes.js';
import { assertCanReadMailbox, listMailbox } from './mailbox.service.js';

const REASONS: Partial<Record<AppError['code'], MailboxAccess['reason']>> = {
  unauthenticated: 'signed_out',
  forbidden: 'forbidden',
  not_found: 'off',
};

export const mailboxRoutes: Route[] = [
  /**
   * May this visitor read the mailbox? Always 200, so the page can explain a refusal
   * without a failed request: { allowed, reason, message }.
   */
  route(api.admin.mailboxAccess, async (c, { ctx }) => {
    c.header('Cache-Control', 'no-store');
    try {
      assertCanReadMailbox(ctx.config, await getSessionUser(c));
      return { allowed: true, reason: null, message: null };
    } catch (err) {
      const reason = err instanceof AppError ? REASONS[err.code] : undefined;
      if (!reason) throw err;
      return { allowed: false, reason, message: (err as AppError).message };
    }
  }),
  /** The e-mail outbox, newest first (signed-in admins, without SMTP). */
  route(api.admin.mailbox, (_c, { ctx, query }) => {
    assertCanReadMailbox(ctx.config, ctx.actor);
    return listMailbox({ ...ctx, page: query });
  }),
];
