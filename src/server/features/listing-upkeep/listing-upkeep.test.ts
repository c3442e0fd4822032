/**
 * Issue 29 point 5: listings that stay current. Visitors' problem reports (bad input,
 * the human check, the rate limit; the admins' queue and the dashboard's count), the
 * permanently closed mark (left out of search, listings, city pages, suggestions, the
 * home page's pools and the sitemap; reopened), who last confirmed a listing, the
 * Stale listings queue, and the owners' reminder: sent once per owner per six months
 * across two passes and three servers at once, delivered over real SMTP, its signed
 * link confirming once (a GET confirms nothing; a used or forged link says so).
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminDashboardStats } from '#domain/admin.js';
import type { BusinessProfile } from '#domain/businesses.js';
import type { ProblemReport, StaleListing } from '#domain/listing-upkeep.js';
import type { Page } from '#domain/paging.js';
import { profileFormOf } from '#domain/profile-changes.js';
import { loadConfig } from '../../config.js';
import { openPostgres } from '../../db/client.js';
import {
  businesses,
  businessOwners,
  businessReports,
  changeRequests,
} from '../../db/schema/index.js';
import { CAPTCHA_MESSAGES } from '../../platform/captcha.js';
import { createSmtpTransport, deliverDueEmails } from '../../platform/mail/worker.js';
import { ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createBusiness } from '../../test/factories.js';
import { mailsTo } from '../../test/outbox.js';
import { startSmtp } from '../../test/smtp-server.js';
import { createTestContext } from '../../test/test-app.js';
import { expectError, newClientIp, postAsVisitor } from '../../test/visitor-requests.js';
import { runConfirmationReminders } from './listing-upkeep.service.js';

const ENV = { TRUST_PROXY: 'true', PUBLIC_URL: 'https://bcslocal.example' };
const ctx = await createTestContext(ENV);
const { app, database, logger } = ctx;
const { db } = database;
const config = loadConfig({ DATA_DIR: ctx.dataDir, ...ENV });
const admin = (await signedInAdmin(app, ctx)).device;
const smtp = await startSmtp();
afterAll(() => smtp.close());

const report = (idOrSlug: string, body: unknown, ip?: string) =>
  postAsVisitor(app, `/api/businesses/${idOrSlug}/reports`, body, ip);

const reportsOf = (businessId: string) =>
  db.select().from(businessReports).where(eq(businessReports.businessId, businessId));

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

const profileOf = (slug: string) => json<BusinessProfile>(app.request(`/api/businesses/${slug}`));

describe('Report a problem', () => {
  it('stores a report, which the admin sees in the queue and counted on the dashboard', async () => {
    const business = await createBusiness(db);
    const before = await json<AdminDashboardStats>(admin.request('/api/admin/dashboard'));
    const res = await report(business.slug, {
      reason: 'wrong_phone',
      note: '  The number rings a laundromat.  ',
      captcha: await solveCaptcha(app),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Thank you. We will check this listing.');
    const [stored] = await reportsOf(business.id);
    expect(stored).toMatchObject({ reason: 'wrong_phone', note: 'The number rings a laundromat.' });

    const after = await json<AdminDashboardStats>(admin.request('/api/admin/dashboard'));
    expect(after.notifications.reports).toBe(before.notifications.reports + 1);
    const queue = await json<Page<ProblemReport>>(admin.request('/api/admin/reports?limit=100'));
    expect(queue.items.find((r) => r.id === stored.id)).toMatchObject({
      businessName: business.name,
      reason: 'wrong_phone',
      status: 'new',
    });

    const decided = await json<ProblemReport>(
      admin.post(`/api/admin/reports/${stored.id}/decision`, { status: 'resolved' }),
    );
    expect(decided.status).toBe('resolved');
    const resolved = await json<Page<ProblemReport>>(
      admin.request('/api/admin/reports?status=resolved&limit=100'),
    );
    expect(resolved.items.map((r) => r.id)).toContain(stored.id);
    const final = await json<AdminDashboardStats>(admin.request('/api/admin/dashboard'));
    expect(final.notifications.reports).toBe(before.notifications.reports);
  });

  it('refuses bad input with the message, storing nothing and never answering 500', async () => {
    const business = await createBusiness(db);
    const captcha = 'unused';
    await expectError(
      await report(business.slug, { captcha }),
      400,
      'Please choose what is wrong.',
    );
    await expectError(
      await report(business.slug, { reason: 'rude_staff', captcha }),
      400,
      'Please choose what is wrong.',
    );
    await expectError(
      await report(business.slug, { reason: 'other', note: '   ', captcha }),
      400,
      "Please say what is wrong when you choose 'Other'.",
    );
    await expectError(
      await report(business.slug, { reason: 'wrong_hours', note: 'x'.repeat(1001), captcha }),
      400,
      'Note must be no more than 1000 characters long',
    );
    for (const body of [null, [], 'closed', { reason: 5 }, { reason: 'closed', note: 7 }]) {
      expect((await report(business.slug, body)).status).toBe(400);
    }
    expect(await reportsOf(business.id)).toEqual([]);
    // 'Other' with a note of exactly 1,000 characters is fine.
    const ok = await report(business.slug, {
      reason: 'other',
      note: 'y'.repeat(1000),
      captcha: await solveCaptcha(app),
    });
    expect(ok.status).toBe(201);
  });

  it('requires the human check, and answers 404 for a business that does not exist', async () => {
    const business = await createBusiness(db);
    await expectError(
      await report(business.slug, { reason: 'closed' }),
      400,
      'Please complete the verification.',
    );
    await expectError(
      await report(business.slug, { reason: 'closed', captcha: 'not-a-solution' }),
      400,
      CAPTCHA_MESSAGES.invalid,
    );
    expect(await reportsOf(business.id)).toEqual([]);
    await expectError(
      await report('no-such-business-here', { reason: 'closed', captcha: await solveCaptcha(app) }),
      404,
      'Business not found',
    );
  });

  it('limits one client to five attempts in ten minutes, others unaffected', async () => {
    const business = await createBusiness(db);
    const ip = newClientIp();
    for (let i = 0; i < 5; i++) {
      await expectError(
        await report(business.slug, { reason: 'closed' }, ip),
        400,
        'Please complete the verification.',
      );
    }
    await expectError(
      await report(business.slug, { reason: 'closed', captcha: await solveCaptcha(app) }, ip),
      429,
      'Too many attempts. Please wait before trying again.',
    );
    expect(await reportsOf(business.id)).toEqual([]);
    const other = await report(business.slug, {
      reason: 'closed',
      captcha: await solveCaptcha(app),
    });
    expect(other.status).toBe(201);
  });
});

describe('Permanently closed', () => {
  it('is said on the profile and leaves every directory read until reopened', async () => {
    const name = `Zephyrine Quilts ${randomInt(1e6)}`;
    const business = await createBusiness(db, { name, city: 'Navasota', plan: 'texas_gold' });
    const word = name.split(' ')[0];
    const reads = [
      `/api/businesses/search?q=${word}`,
      '/api/businesses/search?city=Navasota',
      '/api/businesses?city=Navasota&limit=100',
      '/api/cities/navasota',
      `/api/businesses/suggestions?q=${word}`,
    ];
    const shown = async () => {
      const found: string[] = [];
      for (const path of reads) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        if ((await res.text()).includes(business.slug)) found.push(path);
      }
      return found;
    };
    const inSitemap = async () => {
      const index = await (await app.request('/sitemap.xml')).text();
      const files = [...index.matchAll(/\/sitemaps\/(businesses-[^<]+)<\/loc>/g)].map((m) => m[1]);
      const texts = await Promise.all(
        files.map(async (file) => (await app.request(`/sitemaps/${file}`)).text()),
      );
      return texts.some((text) => text.includes(`/business/${business.slug}<`));
    };
    expect(await shown()).toEqual(reads);
    expect(await inSitemap()).toBe(true);

    const closed = await json<{ message: string; closedAt: string }>(
      admin.post(`/api/admin/businesses/${business.id}/close`, {}),
    );
    expect(closed.message).toBe('The business is marked permanently closed.');
    expect((await profileOf(business.slug)).closedAt).toBe(closed.closedAt);
    expect(await shown()).toEqual([]);
    expect(await inSitemap()).toBe(false);
    // The home page's featured pools draw from open businesses only.
    const pools = await Promise.all(
      [1, 2, 3].map(async () => (await app.request('/api/businesses/home')).text()),
    );
    expect(pools.some((text) => text.includes(business.slug))).toBe(false);

    await json(admin.post(`/api/admin/businesses/${business.id}/reopen`, {}));
    expect((await profileOf(business.slug)).closedAt).toBeNull();
    expect(await shown()).toEqual(reads);
  });

  it('answers 404 for a business that does not exist', async () => {
    const res = await admin.post(`/api/admin/businesses/${crypto.randomUUID()}/close`, {});
    await expectError(res, 404, 'Business not found');
  });
});

describe('Last confirmed and the Stale listings queue', () => {
  const monthsAgo = (months: number) => sql`now() - make_interval(months => ${months})`;

  it("says who confirmed a listing last: an admin's edit is BCS Local's", async () => {
    const business = await createBusiness(db);
    expect((await profileOf(business.slug)).confirmedAt).toBeNull();
    await json(
      admin.request(`/api/admin/businesses/${business.id}`, {
        method: 'PATCH',
        json: { adminNotes: 'Called them' },
      }),
    );
    const profile = await profileOf(business.slug);
    expect(profile.confirmedBy).toBe('bcs_local');
    expect(Date.now() - Date.parse(profile.confirmedAt as string)).toBeLessThan(60_000);
  });

  it("says the owner confirmed it when an admin approves the owner's profile change", async () => {
    const owner = await ownerWithBusiness(app, db);
    const sent = await owner.device.post('/api/portal/profile-changes', {
      ...profileFormOf(owner.business),
      description: 'Fresh bread every morning.',
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    const [change] = await db
      .select({ id: changeRequests.id })
      .from(changeRequests)
      .where(eq(changeRequests.businessId, owner.business.id));
    await json(
      admin.post(`/api/admin/change-requests/${change.id}/approve`, {
        fields: { description: 'Fresh bread every morning.' },
      }),
    );
    const profile = await profileOf(owner.business.slug);
    expect(profile.confirmedBy).toBe('owner');
    expect(Date.now() - Date.parse(profile.confirmedAt as string)).toBeLessThan(60_000);
  });

  it('lists unclaimed listings not confirmed for 12 months until an admin confirms one', async () => {
    const stale = await createBusiness(db);
    const fresh = await createBusiness(db);
    const claimed = await ownerWithBusiness(app, db);
    for (const id of [stale.id, claimed.business.id]) {
      await db
        .update(businesses)
        .set({ confirmedAt: monthsAgo(13), confirmedBy: 'bcs_local' })
        .where(eq(businesses.id, id));
    }
    await db
      .update(businesses)
      .set({ confirmedAt: monthsAgo(11), confirmedBy: 'owner' })
      .where(eq(businesses.id, fresh.id));
    const queue = async () =>
      (
        await json<Page<StaleListing>>(admin.request('/api/admin/stale-listings?limit=100'))
      ).items.map((item) => item.id);
    const listed = await queue();
    expect(listed).toContain(stale.id);
    expect(listed).not.toContain(fresh.id);
    expect(listed).not.toContain(claimed.business.id);

    await json(admin.post(`/api/admin/businesses/${stale.id}/confirm`, {}));
    expect(await queue()).not.toContain(stale.id);
    expect((await profileOf(stale.slug)).confirmedBy).toBe('bcs_local');
  });
});

describe('The six-monthly reminder', () => {
  const mails = (email: string) => mailsTo(db, email, 'listing_reminder');

  /** An owner whose listing and account are seven months old, never reminded. */
  async function dueOwner() {
    const owner = await ownerWithBusiness(app, db, { name: `Brazos Bikes ${randomInt(1e6)}` });
    await db
      .update(businesses)
      .set({ confirmedAt: sql`now() - interval '7 months'`, confirmedBy: 'owner' })
      .where(eq(businesses.id, owner.business.id));
    await db
      .update(businessOwners)
      .set({ createdAt: sql`now() - interval '7 months'` })
      .where(eq(businessOwners.businessId, owner.business.id));
    return owner;
  }

  const linkIn = (text: string) =>
    /https:\/\/bcslocal\.example(\/api\/listing-confirmation\?[^\s]+)/.exec(text)?.[1] as string;

  it('is sent once per owner per six months, across two passes and three servers at once', async () => {
    const due = await dueOwner();
    const recent = await ownerWithBusiness(app, db);
    const servers = [0, 1, 2].map(() => openPostgres(ctx.databaseUrl, { max: 2 }));
    try {
      await Promise.all(
        servers.map((server) => runConfirmationReminders({ db: server.db, config, logger })),
      );
      expect((await runConfirmationReminders({ db, config, logger })).sent).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(await mails(due.email)).toHaveLength(1);
    expect(await mails(recent.email)).toHaveLength(0);

    const [mail] = await mails(due.email);
    expect(mail.subject).toBe(`${due.business.name}: is your BCS Local listing still right?`);
    expect(mail.text).toContain(`Name: ${due.business.name}`);
    expect(mail.text).toContain('Phone: (979) 555-0100');
    expect(mail.text).toContain('Address: 100 Main St, Bryan, TX, 77801');
    expect(mail.text).toContain(
      'Edit your listing in your Business Portal: https://bcslocal.example/business/portal',
    );

    // Delivered over SMTP by the outbox, once.
    await deliverDueEmails({
      db,
      logger,
      mailFrom: 'BCS Local <noreply@bcslocal.example>',
      transport: createSmtpTransport(smtp.url),
    });
    const delivered = smtp.received.filter(
      (m) => m.to.includes(due.email) && m.raw.includes('listing still right?'),
    );
    expect(delivered).toHaveLength(1);

    // Confirmed with the link: the next reminder is six months from now, not due yet.
    const link = linkIn(mail.text);
    expect((await app.request(link, { method: 'POST' })).status).toBe(200);
    await db
      .update(businessOwners)
      .set({ confirmationRemindedAt: sql`now() - interval '7 months'` })
      .where(eq(businessOwners.businessId, due.business.id));
    await runConfirmationReminders({ db, config, logger });
    expect(await mails(due.email)).toHaveLength(1);
  });

  it('links to a page that confirms nothing by itself; its button confirms once', async () => {
    const owner = await dueOwner();
    await runConfirmationReminders({ db, config, logger });
    const [mail] = await mails(owner.email);
    const link = linkIn(mail.text);
    const before = await profileOf(owner.business.slug);

    // What a mail scanner does: follow the link. The page shows the listing and a button.
    const page = await app.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(owner.business.name);
    expect(html).toContain('Everything is still correct</button>');
    expect(html).toContain('method="post"');
    expect((await profileOf(owner.business.slug)).confirmedAt).toBe(before.confirmedAt);

    const confirmed = await app.request(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('is confirmed as correct');
    const after = await profileOf(owner.business.slug);
    expect(after.confirmedBy).toBe('owner');
    expect(Date.parse(after.confirmedAt as string)).toBeGreaterThan(
      Date.parse(before.confirmedAt as string),
    );

    // Used: both the page and the button say so, and nothing changes.
    const used = 'This link has already been used, has expired or is not valid.';
    for (const method of ['GET', 'POST']) {
      const again = await app.request(link, { method });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain(used);
    }
    expect((await profileOf(owner.business.slug)).confirmedAt).toBe(after.confirmedAt);

    // Forged: another owner's id with this token, or a changed token.
    const other = await ownerWithBusiness(app, db);
    const url = new URL(link, 'https://bcslocal.example');
    const forged = [
      `/api/listing-confirmation?owner=${other.business.id}&token=${url.searchParams.get('token')}`,
      `/api/listing-confirmation?owner=${url.searchParams.get('owner')}&token=1.abc`,
      `/api/listing-confirmation?owner=not-a-uuid&token=x`,
      '/api/listing-confirmation',
    ];
    for (const path of forged) {
      const res = await app.request(path, { method: 'POST' });
      expect(res.status, path).toBe(400);
    }
  });

  it("is written in the owner's language", async () => {
    const owner = await dueOwner();
    await db.execute(sql`update users set language = 'es' where email = ${owner.email}`);
    await runConfirmationReminders({ db, config, logger });
    const [mail] = await mails(owner.email);
    expect(mail.subject).toBe(`${owner.business.name}: ¿su ficha en BCS Local sigue correcta?`);
    expect(mail.text).toContain('https://bcslocal.example/es/business/portal');
  });
});
