/**
 * Issue 26 point 2: the monthly insights report, sent once per owner per month however
 * many passes and servers run it (three servers as processes: several-servers.test.ts),
 * with the month's numbers against the month before, one suggestion, and a signed
 * one-click unsubscribe link (valid, tampered, expired) the portal's setting undoes.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEventType } from '#domain/analytics.js';
import type { InsightSettings } from '#domain/insights.js';
import { addDays, localDateOf, localMonthBounds } from '#domain/time.js';
import { loadConfig } from '../../config.js';
import { openPostgres } from '../../db/client.js';
import { analyticsEvents, businessOwners, emailOutbox, user } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { at } from '../../test/events.js';
import { createPhoto } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { reportLink, runInsightReports } from './insight-reports.service.js';

const ctx = await createTestContext({ PUBLIC_URL: 'https://bcslocal.example' });
const { app, database, logger } = ctx;
const { db } = database;
const config = loadConfig({ DATA_DIR: ctx.dataDir, PUBLIC_URL: 'https://bcslocal.example' });

const DAY_MS = 24 * 60 * 60_000;
const today = () => localDateOf(new Date());
const noonOf = (date: string) => at(`${date}T12:00`);

/** Counted events of one business, each at noon of its day: [type, day, count]. */
function insertCounts(businessId: string, counts: [AnalyticsEventType, string, number][]) {
  return db.insert(analyticsEvents).values(
    counts.map(([eventType, day, eventCount]) => ({
      businessId,
      eventType,
      createdAt: noonOf(day),
      eventCount,
    })),
  );
}

describe('the monthly report', () => {
  /** A moment on the 3rd of next month, so the month reported is this one. */
  const thisMonth = today().slice(0, 7);
  const nextMonthStart = localMonthBounds(thisMonth).end;
  const reportTime = new Date(nextMonthStart.getTime() + 2 * DAY_MS);
  const lastMonthDay = addDays(localDateOf(localMonthBounds(thisMonth).start), -1);

  async function mailsTo(email: string) {
    return db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'insights_report')));
  }

  it('is sent once per owner per month, across two passes and three servers at once', async () => {
    const silver = await ownerWithBusiness(app, db, { plan: 'silver' });
    const gold = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const free = await ownerWithBusiness(app, db, { plan: 'free' });
    const off = await ownerWithBusiness(app, db, { plan: 'silver' });
    await off.device.request('/api/portal/insights/settings', {
      method: 'PUT',
      json: { monthlyReport: false },
    });
    await insertCounts(silver.business.id, [
      ['profile_view', today(), 12],
      ['website_click', today(), 3],
      ['website_click', lastMonthDay, 2],
    ]);

    // Three servers' maintenance passes at once, then a second pass.
    const servers = [0, 1, 2].map(() => openPostgres(ctx.databaseUrl, { max: 2 }));
    try {
      const passes = await Promise.all(
        servers.map((server) =>
          runInsightReports({ db: server.db, config, logger, now: reportTime }),
        ),
      );
      expect(passes.every((p) => p.month === thisMonth)).toBe(true);
      const again = await runInsightReports({
        db,
        config,
        logger,
        now: new Date(reportTime.getTime() + DAY_MS),
      });
      expect(again.sent).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(await mailsTo(silver.email)).toHaveLength(1);
    expect(await mailsTo(gold.email)).toHaveLength(1);
    expect(await mailsTo(free.email)).toHaveLength(0);
    expect(await mailsTo(off.email)).toHaveLength(0);

    const [mail] = await mailsTo(silver.email);
    expect(mail.subject).toMatch(/: your BCS Local report for \w+ \d{4}$/);
    expect(mail.textBody).toContain('Profile views: 12 (new from');
    expect(mail.textBody).toContain('Website clicks: 3 (+50% from');
    expect(mail.textBody).toContain('Search appearances: 0 (no change from');
    expect(mail.textBody).toContain(
      'One idea for this month: Add photos: your plan shows up to 3 and your listing has 0.',
    );
    expect(mail.htmlBody).toContain('Profile views: 12');
  });

  it('is not sent on a month the owner joined after', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const { month, sent } = await runInsightReports({
      db,
      config,
      logger,
      now: new Date(localMonthBounds(thisMonth).start.getTime() + 2 * DAY_MS),
    });
    expect(month < thisMonth).toBe(true);
    expect(sent).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it("is written in the owner's language", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver', name: 'Taquería Brazos' });
    await db.update(user).set({ language: 'es' }).where(eq(user.email, owner.email));
    await insertCounts(owner.business.id, [
      ['profile_view', today(), 1234],
      ['phone_click', today(), 4],
      ['phone_click', lastMonthDay, 5],
    ]);
    await runInsightReports({ db, config, logger, now: reportTime });
    const [mail] = await mailsTo(owner.email);
    const monthName = new Date(
      localMonthBounds(thisMonth).start.getTime() + 2 * DAY_MS,
    ).toLocaleString('es-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' });
    expect(mail.subject).toBe(`Taquería Brazos: su informe de BCS Local de ${monthName}`);
    const lines = mail.textBody.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Visitas al perfil: 1,234 \(nuevo respecto a \S+\)$/),
        expect.stringMatching(/^Clics al teléfono: 4 \(-20% respecto a \S+\)$/),
        expect.stringMatching(/^Apariciones en búsquedas: 0 \(sin cambio respecto a \S+\)$/),
        expect.stringMatching(/^Una idea para este mes: Agregue fotos: su plan muestra hasta 3 /),
      ]),
    );
    expect(mail.htmlBody).toContain('<html lang="es">');
  });

  it('suggests what the listing lacks, from photos to hours', async () => {
    const owner = await ownerWithBusiness(app, db, {
      plan: 'silver',
      description:
        'We bake kolaches every morning from family recipes and sell them warm until noon.',
      hours: null,
    });
    for (let i = 0; i < 3; i++) await createPhoto(db, owner.business.id);
    await runInsightReports({ db, config, logger, now: reportTime });
    const [mail] = await mailsTo(owner.email);
    expect(mail.textBody).toContain(
      'One idea for this month: Add your hours, so visitors know when to come by or call.',
    );
  });

  it('unsubscribes with the signed link at one click; the page and the portal turn it back on', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    await runInsightReports({ db, config, logger, now: reportTime });
    const [mail] = await mailsTo(owner.email);
    const link = mail.textBody.match(
      /https:\/\/bcslocal\.example(\/api\/insights\/unsubscribe\?\S+)/,
    )?.[1];
    expect(link).toBeTruthy();

    const page = await new Device(app).request(link as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('You will no longer get the monthly report.');
    const settings = async () =>
      (await (
        await owner.device.request('/api/portal/insights/settings')
      ).json()) as InsightSettings;
    expect(await settings()).toEqual({ monthlyReport: false });
    // Turned off, the next month's report is not sent.
    const nextMonth = new Date(reportTime.getTime() + 31 * DAY_MS);
    await runInsightReports({ db, config, logger, now: nextMonth });
    expect(await mailsTo(owner.email)).toHaveLength(1);

    const resubscribe = html.match(/action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    const back = await new Device(app).request(resubscribe as string, { method: 'POST' });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('The monthly report is on again.');
    expect(await settings()).toEqual({ monthlyReport: true });

    const saved = await owner.device.request('/api/portal/insights/settings', {
      method: 'PUT',
      json: { monthlyReport: false },
    });
    expect(await saved.json()).toEqual({
      message: 'Your report setting is saved.',
      monthlyReport: false,
    });
    const on = await owner.device.request('/api/portal/insights/settings', {
      method: 'PUT',
      json: { monthlyReport: true },
    });
    expect(on.status).toBe(200);
    expect(await settings()).toEqual({ monthlyReport: true });
  });

  it('carries List-Unsubscribe headers whose one-click POST a mail client sends (RFC 8058)', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    await runInsightReports({ db, config, logger, now: reportTime });
    const [mail] = await mailsTo(owner.email);
    const link = mail.textBody.match(
      /(https:\/\/bcslocal\.example\/api\/insights\/unsubscribe\?\S+)/,
    )?.[1];
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const path = (link as string).replace('https://bcslocal.example', '');
    // As a mail provider sends it: a form body, no cookie.
    const post = (url: string) =>
      app.request(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
        { incoming: { socket: { remoteAddress: '192.0.2.25' } } },
      );
    const res = await post(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('You will no longer get the monthly report.');
    const settings = await owner.device.request('/api/portal/insights/settings');
    expect(await settings.json()).toEqual({ monthlyReport: false });

    const refused = await post(path.replace(/token=(\d+)\.[^&]+/, 'token=$1.AAAA'));
    expect(refused.status).toBe(400);
  });

  it("refuses a tampered, another owner's or an expired link, and changes nothing", async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const [row] = await db
      .select({ id: businessOwners.id })
      .from(businessOwners)
      .where(eq(businessOwners.email, owner.email));
    const path = (url: string) => url.replace('https://bcslocal.example', '');
    const link = path(reportLink(config, row.id));

    const tampered = link.replace(/token=(\d+)\.[^&]+/, 'token=$1.AAAA');
    const otherOwner = link.replace(/owner=[^&]+/, `owner=${crypto.randomUUID()}`);
    // Signed 401 days ago: its 400 days are over.
    const expired = path(reportLink(config, row.id, new Date(Date.now() - 401 * DAY_MS)));
    for (const bad of [tampered, otherOwner, expired]) {
      const refused = await new Device(app).request(bad);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(
        'This link has expired or is not valid. Change the setting in your Business Portal.',
      );
    }
    const settings = await owner.device.request('/api/portal/insights/settings');
    expect(await settings.json()).toEqual({ monthlyReport: true });

    const notAnId = await new Device(app).request('/api/insights/unsubscribe?owner=1&token=x');
    expect(await errorOf(notAnId)).toMatchObject({ status: 400, code: 'validation' });
    // A link cut short is refused with the same words, not the validator's own.
    for (const cut of ['/api/insights/unsubscribe', '/api/insights/unsubscribe?owner=1']) {
      expect(await errorOf(await new Device(app).request(cut))).toEqual({
        status: 400,
        code: 'validation',
        message:
          'This link has expired or is not valid. Change the setting in your Business Portal.',
      });
    }
  });
});
