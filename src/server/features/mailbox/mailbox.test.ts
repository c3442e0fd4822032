import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type MailboxMessage as MailboxItem, mailboxMessages } from '#domain/mailbox.js';
import { enqueueEmail } from '../../platform/mail/outbox.js';
import { type Device, signedInAdmin, signedInOwner } from '../../test/accounts.js';
import { createTestContext } from '../../test/test-app.js';

// The default configuration, as `npm start` has it: no SMTP server, so the outbox is
// the mailbox, and only signed-in admins read it, whatever NODE_ENV says.
const ctx = await createTestContext();
const nodeEnvDevelopment = await createTestContext({ NODE_ENV: 'development' });
const withSmtp = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:2525' });
const admin = await signedInAdmin(ctx.app, ctx);

function recipient(): string {
  return `reader-${randomBytes(4).toString('hex')}@example.com`;
}

describe('GET /api/mailbox: who may read it', () => {
  it('refuses a signed-out visitor with 401, also when NODE_ENV is development', async () => {
    for (const app of [ctx.app, nodeEnvDevelopment.app]) {
      const res = await app.request('/api/mailbox?limit=100');
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthenticated');
    }
  });

  it('refuses a signed-in business owner with 403', async () => {
    const { device } = await signedInOwner(ctx.app);
    const res = await device.request('/api/mailbox');
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });

  it('lets an admin read it', async () => {
    const res = await admin.device.request('/api/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is off for everyone, admins too, when a real SMTP server is configured', async () => {
    const signedOut = await withSmtp.app.request('/api/mailbox');
    expect(signedOut.status).toBe(401);
    const { device } = await signedInAdmin(withSmtp.app, withSmtp);
    const res = await device.request('/api/mailbox');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(mailboxMessages.off);
  });
});

describe('GET /api/mailbox/access: the page asks before it reads', () => {
  async function access(app: { request: typeof ctx.app.request }, device?: Device) {
    const res = device
      ? await device.request('/api/mailbox/access')
      : await app.request('/api/mailbox/access');
    expect(res.status).toBe(200);
    return res.json();
  }

  it('says signed_out to a signed-out visitor, also when NODE_ENV is development', async () => {
    for (const app of [ctx.app, nodeEnvDevelopment.app]) {
      expect(await access(app)).toEqual({
        allowed: false,
        reason: 'signed_out',
        message: 'Please sign in to continue.',
      });
    }
  });

  it('says forbidden to a business owner', async () => {
    const { device } = await signedInOwner(ctx.app);
    expect(await access(ctx.app, device)).toEqual({
      allowed: false,
      reason: 'forbidden',
      message: 'Access denied. Admin authentication required.',
    });
  });

  it('allows an admin', async () => {
    expect(await access(ctx.app, admin.device)).toEqual({
      allowed: true,
      reason: null,
      message: null,
    });
  });

  it('says off to an admin when a real SMTP server is configured', async () => {
    const { device } = await signedInAdmin(withSmtp.app, withSmtp);
    expect(await access(withSmtp.app, device)).toEqual({
      allowed: false,
      reason: 'off',
      message: mailboxMessages.off,
    });
  });
});

describe('GET /api/mailbox: what it shows', () => {
  it('lists messages newest first with recipient, subject, bodies and status', async () => {
    const db = ctx.database.db;
    const first = recipient();
    const second = recipient();
    await enqueueEmail(db, {
      kind: 'contact_received',
      to: first,
      subject: 'First',
      text: 'First body',
    });
    await enqueueEmail(db, {
      kind: 'password_reset',
      to: second,
      subject: 'Reset your password',
      text: 'Open https://bcslocal.test/reset?token=abc to continue.',
      html: '<p>Open <a href="https://bcslocal.test/reset?token=abc">this link</a>.</p>',
    });

    const res = await admin.device.request('/api/mailbox');
    const body = (await res.json()) as { items: MailboxItem[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(2);
    const mine = body.items.filter((item) => item.to === first || item.to === second);
    expect(mine.map((item) => item.to)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your password',
      text: 'Open https://bcslocal.test/reset?token=abc to continue.',
      html: '<p>Open <a href="https://bcslocal.test/reset?token=abc">this link</a>.</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(Date.parse(mine[0].createdAt)).not.toBeNaN();
    expect(mine[1].html).toBeNull();
  });

  it('pages with limit and offset', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 3; i++) {
      await enqueueEmail(db, { kind: 'test', to: recipient(), subject: `Page ${i}`, text: 'x' });
    }
    const all = (await (await admin.device.request('/api/mailbox?limit=100')).json()) as {
      items: MailboxItem[];
      total: number;
    };
    const page = (await (await admin.device.request('/api/mailbox?limit=2&offset=1')).json()) as {
      items: MailboxItem[];
      total: number;
    };
    expect(page.total).toBe(all.total);
    expect(page.items.map((i) => i.id)).toEqual(all.items.slice(1, 3).map((i) => i.id));
  });

  it('refuses a bad limit with a clear message', async () => {
    const res = await admin.device.request('/api/mailbox?limit=0');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Limit must be a whole number from 1 to 100.');
  });
});
