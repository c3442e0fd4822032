/**
 * Issue 13 point 4: three server processes, started together as `npm start` starts
 * one, on one empty PostgreSQL database, sharing AUTH_SECRET and the uploads
 * directory, behind a pretend proxy (TRUST_PROXY, X-Forwarded-For), with mail going
 * to a local SMTP server. What a client or an operator sees must not depend on which
 * server answers, and nothing may be done twice. docs/decisions/015-several-servers.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PhotoUploaded, PortalPhotos } from '#domain/photos.js';
import type { PortalOverview } from '#domain/portal.js';
import { type Database, openPostgres } from './db/client.js';
import { businessOwners } from './db/schema/index.js';
import { CONTACT_RATE_LIMIT } from './features/contact/contact.service.js';
import { CAPTCHA_MESSAGES } from './platform/captcha.js';
import { TOO_MANY_ATTEMPTS } from './platform/rate-limit.js';
import { Device, ownerWithBusiness, randomIp, statusAndMessageOf } from './test/accounts.js';
import { solveCaptcha } from './test/captcha.js';
import { pictureOf } from './test/images.js';
import {
  type HttpApp,
  httpApp,
  type ServerProcess,
  startServerProcess,
} from './test/server-process.js';
import { startSmtp } from './test/smtp-server.js';
import { TEST_SETTINGS } from './test/test-app.js';

const SERVERS = 3;
const MAINTENANCE_INTERVAL_MS = 1000;
/** The mail worker's pass interval (platform/mail/worker.ts). */
const MAIL_PASS_MS = 2000;
/** Each message waits this long at the SMTP server: a batch spans other workers' passes. */
const SMTP_DELAY_MS = 100;

/** The same browser (cookies, address) pointed at another server. */
function sameBrowserOn(app: HttpApp, device: Device): Device {
  const other = new Device(app, device.ip);
  for (const [name, value] of device.cookies) other.cookies.set(name, value);
  return other;
}

const smtp = await startSmtp({ delayMs: SMTP_DELAY_MS });
const dataDir = mkdtempSync(join(tmpdir(), 'bcs-several-'));
const databaseUrl = `${inject('postgresUrl')}/several_${randomBytes(4).toString('hex')}`;
let servers: ServerProcess[] = [];
let apps: HttpApp[] = [];
let database: Database;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: `${inject('postgresUrl')}/postgres` });
  await admin.connect();
  // Empty, not the migrated template: the three servers migrate it as they start.
  await admin.query(`CREATE DATABASE ${new URL(databaseUrl).pathname.slice(1)}`);
  await admin.end();
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1:8080',
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAINTENANCE_INTERVAL_MS: String(MAINTENANCE_INTERVAL_MS),
    ...TEST_SETTINGS,
    BOOTSTRAP_ADMIN_EMAIL: 'admin@several.example',
    BOOTSTRAP_ADMIN_PASSWORD: 'Str0ng&Safe-admin',
    SEED: 'none',
    BUILD_WEB: 'never',
    LOG_LEVEL: 'info',
  };
  const started = await Promise.allSettled(
    Array.from({ length: SERVERS }, () => startServerProcess(env)),
  );
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  apps = servers.map((server) => httpApp(server.url));
  database = openPostgres(databaseUrl, { max: 2 });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

function logsOf(server: ServerProcess, msg: string) {
  return server.logs.filter((line) => line.msg === msg);
}

function contact(app: HttpApp, ip: string, captcha: string, subject = 'Hello') {
  return new Device(app, ip).post('/api/contact', {
    name: 'Sam Visitor',
    email: 'sam@example.com',
    subject,
    message: 'Do you deliver to Navasota?',
    captcha,
  });
}

describe('three servers on one database', () => {
  it('all start together on an empty database: migrated once, one bootstrap admin', async () => {
    for (const app of apps) expect((await app.request('/api/health')).status).toBe(200);
    const created = servers.flatMap((server) => logsOf(server, 'bootstrap admin created'));
    expect(created).toHaveLength(1);
    // The test settings lower the password hash's cost; every start says so.
    for (const server of servers) {
      expect(server.logs).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: expect.stringMatching(/^INSECURE_FAST_PASSWORD_HASH is on/),
        }),
      );
    }
  });

  it('count a rate limit’s attempts on every server together', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt++) {
      const app = apps[attempt % SERVERS];
      expect((await contact(app, ip, await solveCaptcha(app))).status).toBe(201);
    }
    // Each server has seen at most two of this address's messages; together, five.
    const next = apps[CONTACT_RATE_LIMIT.max % SERVERS];
    expect(await statusAndMessageOf(await contact(next, ip, await solveCaptcha(next)))).toEqual({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    // Another address is still welcome there.
    expect((await contact(next, randomIp(), await solveCaptcha(next))).status).toBe(201);
  });

  it('take a solved human check from any server and spend it on all of them', async () => {
    const captcha = await solveCaptcha(apps[0]);
    expect((await contact(apps[1], randomIp(), captcha)).status).toBe(201);
    expect(await statusAndMessageOf(await contact(apps[2], randomIp(), captcha))).toEqual({
      status: 400,
      message: CAPTCHA_MESSAGES.replayed,
    });
  });

  it('deliver mail queued through one server exactly once, though three workers run', async () => {
    for (const server of servers) {
      expect(logsOf(server, 'mail worker started')).toEqual([
        expect.objectContaining({ via: 'smtp' }),
      ]);
    }
    const tag = randomBytes(4).toString('hex');
    const subjects = Array.from({ length: 12 }, (_, i) => `Outbox ${tag} no. ${i + 1}`);
    const answers = await Promise.all(
      subjects.map(async (subject) =>
        contact(apps[0], randomIp(), await solveCaptcha(apps[0]), subject),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(subjects.map(() => 201));

    const delivered = () =>
      smtp.received
        .map((mail) => /^Subject: New contact message: (.*)$/m.exec(mail.raw)?.[1]?.trim())
        .filter((subject) => subject?.includes(tag));
    await expect
      .poll(() => delivered().length, { timeout: 30_000, interval: 200 })
      .toBeGreaterThanOrEqual(subjects.length);
    // A second copy would come from another worker's pass: give each one more.
    await wait(MAIL_PASS_MS + 500);
    expect(delivered().sort()).toEqual([...subjects].sort());
  });

  it('keep a session signed in on one server working on the others', async () => {
    const owner = await ownerWithBusiness(apps[0], database.db);
    for (const app of apps.slice(1)) {
      const browser = sameBrowserOn(app, owner.device);
      const session = await browser.request('/api/account/session');
      expect(await session.json()).toMatchObject({ user: { email: owner.email } });
      const portal = await browser.request('/api/portal/me');
      expect(portal.status).toBe(200);
      expect(((await portal.json()) as PortalOverview).business?.name).toBe(owner.business.name);
    }
    // Signed out on the second server: the third no longer knows the session either.
    const second = sameBrowserOn(apps[1], owner.device);
    expect((await second.post('/api/account/sign-out')).status).toBe(200);
    const third = sameBrowserOn(apps[2], owner.device);
    expect(await (await third.request('/api/account/session')).json()).toEqual({ user: null });
  });

  it('serve a photo uploaded through one server from the others, to its owner while pending', async () => {
    const owner = await ownerWithBusiness(apps[1], database.db);
    const form = new FormData();
    const jpeg = new Uint8Array(await pictureOf('jpeg'));
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'storefront.jpg');
    const upload = await owner.device.upload('/api/portal/photos', form);
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as PhotoUploaded;
    const path = new URL(photo.url, 'http://any.example').pathname;

    const bodies = await Promise.all(
      apps.map(async (app) => {
        const res = await sameBrowserOn(app, owner.device).request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(bodies[0].length).toBeGreaterThan(0);
    expect(bodies[1].equals(bodies[0]) && bodies[2].equals(bodies[0])).toBe(true);
    const listed = await sameBrowserOn(apps[2], owner.device).request('/api/portal/photos');
    expect(((await listed.json()) as PortalPhotos).items.map((item) => item.id)).toEqual([
      photo.id,
    ]);
  });

  it('send an owner the monthly insights report once, though each server runs the pass', async () => {
    // Issue 26 point 2. A Silver owner since before last month ended is due last month's report.
    const owner = await ownerWithBusiness(apps[2], database.db, { plan: 'silver' });
    await database.db
      .update(businessOwners)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60_000) })
      .where(eq(businessOwners.email, owner.email));
    const reports = () =>
      smtp.received.filter(
        (mail) =>
          mail.to.includes(owner.email) &&
          // A long subject is folded onto more lines.
          /^Subject: .*your BCS Local report for/m.test(mail.raw.replace(/\r?\n[ \t]+/g, ' ')),
      );
    await expect.poll(() => reports().length, { timeout: 30_000, interval: 200 }).toBe(1);
    // With the headers a mail client's own Unsubscribe button uses (RFC 8058).
    const headers = reports()[0].raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:8080\/api\/insights\/unsubscribe\?owner=[0-9a-f-]+&token=[^>]+>\r?$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // Every server's next passes come and go (and the mail workers'): still one.
    const passes = () =>
      servers
        .flatMap((server) => logsOf(server, 'scheduled task ran'))
        .filter((line) => line.task === 'maintenance').length;
    const seen = passes();
    await expect.poll(passes, { timeout: 15_000, interval: 200 }).toBeGreaterThan(seen + 2);
    await wait(MAIL_PASS_MS + 500);
    expect(reports()).toHaveLength(1);
  });

  it('run the maintenance pass once per interval across the three', async () => {
    const runs = () =>
      servers
        .flatMap((server) => logsOf(server, 'scheduled task ran'))
        .filter((line) => line.task === 'maintenance')
        .map((line) => Date.parse(line.startedAt as string))
        .sort((a, b) => a - b);
    // The servers have been checking ten times a second each since they started.
    await expect.poll(() => runs().length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(4);
    const starts = runs();
    const gaps = starts.slice(1).map((start, i) => start - starts[i]);
    // Never two runs within one interval (whole milliseconds of the database's clock).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MAINTENANCE_INTERVAL_MS - 1);
  });

  it("keep an idle connection open past Node.js's 5 s, as a proxy reusing it expects", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${servers[0].url}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await wait(6_000);
    // Closed by the server at 5 s, this would be a new connection (or, sent just as it
    // closed, a reset: the browser tests' ECONNRESET).
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
  });
});
