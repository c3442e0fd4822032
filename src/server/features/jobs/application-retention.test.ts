/**
 * Issue 30 point 5: applications end. The maintenance pass deletes a closed job's
 * applications and resumes after APPLICATION_RETENTION_DAYS (at a fixed clock), and
 * the applicant's confirmation links to a page that withdraws one at any time. Each
 * deletion leaves an audit row with counts and no personal data.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawalMessages } from '#domain/retention.js';
import { loadConfig } from '../../config.js';
import { emailOutbox, jobApplications, jobs, securityEvents } from '../../db/schema/index.js';
import {
  deleteOldSentMail,
  SENT_MAIL_DELETED_ACTION,
} from '../../platform/mail/sent-mail-retention.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import { removeOrphanFiles } from '../../platform/stored-files.js';
import { Device, errorOf } from '../../test/accounts.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { TEST_SETTINGS } from '../../test/test-app.js';
import { DELETION_ACTIONS, deleteExpiredApplications } from './application-retention.service.js';
import { resumeFiles } from './job-applications.service.js';
import { runJobMaintenance } from './job-postings.service.js';
import { jobsTestSetup } from './jobs.test-setup.js';

const { ctx, app, db, admin, apply, PDF, DAY } = await jobsTestSetup();
// The server's own settings and files: the same DATA_DIR, so the same storage and link secret.
const config = loadConfig({ DATA_DIR: ctx.dataDir, ...TEST_SETTINGS });
const storage = createStorage(config);
const retention = (now: Date) =>
  deleteExpiredApplications({ db, storage, config, logger: ctx.logger, now });

const resumeFile = (key: string) => join(ctx.dataDir, 'private', key);

async function applicationsOf(jobId: string) {
  return db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
}

/** Applies as `email` with a resume; returns the saved row. */
async function appliedWithResume(jobId: string, email: string, device?: Device) {
  const res = await apply(jobId, { email }, { bytes: PDF, name: 'cv.pdf' }, device);
  expect(res.status).toBe(201);
  const [row] = (await applicationsOf(jobId)).filter((a) => a.applicantEmail === email);
  expect(existsSync(resumeFile(row.resumePath as string))).toBe(true);
  return row;
}

/** The withdraw link of the newest confirmation sent to `email`, as a path with its query. */
async function withdrawLinkTo(email: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'job_application_received'), eq(emailOutbox.toAddress, email)))
    .orderBy(desc(emailOutbox.id));
  const url = mail.textBody.match(/https?:\/\/\S+\/jobs\/applications\/withdraw\?\S+/)?.[0];
  expect(url).toBeDefined();
  const link = new URL(url as string);
  return { mail, page: link.pathname, query: link.search };
}

/** The audit rows of one deletion action written since `since`. */
async function auditSince(action: string, since: Date) {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.action, action))
    .orderBy(desc(securityEvents.id));
  return rows.filter((row) => row.createdAt >= since);
}

/** Nothing of the person is in the audit row, however it is read. */
function expectNoPersonalData(row: unknown, ...personal: string[]) {
  const text = JSON.stringify(row);
  for (const value of personal) expect(text).not.toContain(value);
}

describe('applications after their job closes', () => {
  it('are kept for the retention period, then deleted with their resumes and audited', async () => {
    const started = new Date();
    const business = await createBusiness(db, { plan: 'silver' });
    const closing = await createJob(db, business.id);
    const open = await createJob(db, business.id);
    const withResume = await appliedWithResume(closing.id, 'closing.one@example.com');
    expect((await apply(closing.id, { email: 'closing.two@example.com' })).status).toBe(201);
    const stays = await appliedWithResume(open.id, 'open.one@example.com');

    const archived = await admin.device.post(`/api/admin/jobs/${closing.id}/status`, {
      status: 'archived',
    });
    expect(archived.status).toBe(200);
    const [closed] = await db.select().from(jobs).where(eq(jobs.id, closing.id));
    expect(closed.closedAt).toBeInstanceOf(Date);
    const closedAt = (closed.closedAt as Date).getTime();
    expect(config.retention.applicationDays).toBe(180);

    // One minute short of 180 days: everything stays.
    expect(await retention(new Date(closedAt + 180 * DAY - 60_000))).toEqual({
      applications: 0,
      resumes: 0,
    });
    expect(await applicationsOf(closing.id)).toHaveLength(2);
    expect(existsSync(resumeFile(withResume.resumePath as string))).toBe(true);

    // At 180 days the closed job's applications and resume go; the open job's stay.
    expect(await retention(new Date(closedAt + 180 * DAY))).toEqual({
      applications: 2,
      resumes: 1,
    });
    expect(await applicationsOf(closing.id)).toEqual([]);
    expect(existsSync(resumeFile(withResume.resumePath as string))).toBe(false);
    expect((await applicationsOf(open.id)).map((a) => a.id)).toEqual([stays.id]);
    expect(existsSync(resumeFile(stays.resumePath as string))).toBe(true);
    const [after] = await db.select().from(jobs).where(eq(jobs.id, closing.id));
    expect(after.applicationCount).toBe(0);

    const [audit] = await auditSince(DELETION_ACTIONS.retention, started);
    expect(audit).toMatchObject({
      resourceType: 'job_application',
      actorUserId: null,
      ipAddress: null,
      metadata: { task: 'maintenance', count: 2, resumes: 1, jobs: 1, retentionDays: 180 },
    });
    expectNoPersonalData(audit, 'closing.one@example.com', 'closing.two@example.com', 'Riley');
  });

  it('count from when the job expired, filled or was archived, and not at all while it is open', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const expiring = await createJob(db, business.id);
    await appliedWithResume(expiring.id, 'expiring@example.com');
    const now = new Date(Date.now() + 60_000);
    await db
      .update(jobs)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(jobs.id, expiring.id));
    await runJobMaintenance(db, now);
    const [expired] = await db.select().from(jobs).where(eq(jobs.id, expiring.id));
    expect(expired).toMatchObject({ status: 'expired', closedAt: now });

    // A year later an open job's applications are all still there.
    const open = await createJob(db, business.id);
    await appliedWithResume(open.id, 'still.open@example.com');
    await retention(new Date(Date.now() + 365 * DAY));
    expect(await applicationsOf(expiring.id)).toEqual([]);
    expect(await applicationsOf(open.id)).toHaveLength(1);
  });

  it('follow APPLICATION_RETENTION_DAYS', () => {
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '30' }).retention.applicationDays).toBe(30);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '30' }).public.applicationRetentionDays).toBe(
      30,
    );
    expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: '0' })).toThrow(
      /APPLICATION_RETENTION_DAYS/,
    );
  });
});

describe('the withdraw link in the confirmation', () => {
  it('shows what will go, deletes only when confirmed, works once, and is audited without the person', async () => {
    const started = new Date();
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id, { title: 'Barista' });
    const row = await appliedWithResume(job.id, 'withdraw.me@example.com');
    const { mail, page, query } = await withdrawLinkTo('withdraw.me@example.com');
    expect(page).toBe('/jobs/applications/withdraw');
    expect(mail.textBody).toContain('we delete it 180 days after the job closes');
    // The link outlives a job kept open for ten years, and then the retention period.
    const expires = Number(new URLSearchParams(query).get('token')?.split('.')[0]);
    expect(expires * 1000).toBeGreaterThan(Date.now() + (10 * 365 + 180) * DAY - 60_000);

    const visitor = new Device(app);
    const preview = await visitor.request(`/api/jobs/applications/withdrawal${query}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(await preview.json()).toEqual({
      jobTitle: 'Barista',
      companyName: job.companyName,
      appliedAt: row.createdAt.toISOString(),
      resumeFileName: 'cv.pdf',
    });
    // Reading the page deletes nothing.
    expect(await applicationsOf(job.id)).toHaveLength(1);

    const done = await visitor.post(`/api/jobs/applications/withdrawal${query}`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: withdrawalMessages.withdrawn });
    expect(await applicationsOf(job.id)).toEqual([]);
    expect(existsSync(resumeFile(row.resumePath as string))).toBe(false);
    const [counted] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(counted.applicationCount).toBe(0);

    // The same link again: nothing left to show or delete.
    for (const res of [
      await visitor.post(`/api/jobs/applications/withdrawal${query}`),
      await visitor.request(`/api/jobs/applications/withdrawal${query}`),
    ]) {
      expect(await errorOf(res)).toEqual({
        status: 404,
        code: 'not_found',
        message: withdrawalMessages.linkInvalid,
      });
    }

    const [audit] = await auditSince(DELETION_ACTIONS.withdrawn, started);
    expect(audit).toMatchObject({
      resourceType: 'job_application',
      resourceId: row.id,
      actorUserId: null,
      ipAddress: null,
      userAgent: null,
      metadata: { via: 'signed_link', count: 1, resumes: 1, jobId: job.id },
    });
    expectNoPersonalData(audit, 'withdraw.me@example.com', 'Riley', 'cv.pdf');
  });

  it('refuses a forged or borrowed link and a malformed one, deleting nothing', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id);
    const mine = await appliedWithResume(job.id, 'mine@example.com');
    const theirs = await appliedWithResume(job.id, 'theirs@example.com');
    const { query } = await withdrawLinkTo('mine@example.com');
    const params = new URLSearchParams(query);
    const token = params.get('token') as string;

    const forged = new URLSearchParams({
      application: mine.id,
      token: `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
    });
    // My token on someone else's application.
    const borrowed = new URLSearchParams({ application: theirs.id, token });
    // A link whose expiry was moved later, keeping the signature.
    const [, signature] = token.split('.');
    const extended = new URLSearchParams({
      application: mine.id,
      token: `${Math.floor(Date.now() / 1000) + 9_999 * 86_400}.${signature}`,
    });
    for (const q of [forged, borrowed, extended]) {
      const res = await new Device(app).post(`/api/jobs/applications/withdrawal?${q}`);
      expect(await errorOf(res)).toEqual({
        status: 404,
        code: 'not_found',
        message: withdrawalMessages.linkInvalid,
      });
    }
    const malformed = await new Device(app).post(
      '/api/jobs/applications/withdrawal?application=1%20or%201=1&token=x',
    );
    expect(await errorOf(malformed)).toMatchObject({
      status: 400,
      message: withdrawalMessages.linkInvalid,
    });
    expect(await applicationsOf(job.id)).toHaveLength(2);
  });

  it('sends a Spanish applicant to the Spanish page, with the Spanish words', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id);
    const device = new Device(app);
    device.acceptLanguage = 'es-MX,es;q=0.9';
    await appliedWithResume(job.id, 'solicitante@example.com', device);
    const { mail, page, query } = await withdrawLinkTo('solicitante@example.com');
    expect(page).toBe('/es/jobs/applications/withdraw');
    expect(mail.textBody).toContain('la borramos 180 días después de que cierre el empleo');

    const res = await device.post(`/api/jobs/applications/withdrawal${query}`);
    expect(await res.json()).toEqual({ message: 'Su solicitud y su currículum fueron borrados.' });
  });
});

describe('a deleted business', () => {
  it("takes its jobs' applications and their resumes with it, and counts them in its audit row", async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id);
    const row = await appliedWithResume(job.id, 'gone.with.business@example.com');
    const res = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(await applicationsOf(job.id)).toEqual([]);
    // Removed at once, not left for the hourly clean-up (which may refuse a large batch).
    expect(existsSync(resumeFile(row.resumePath as string))).toBe(false);
    const [audit] = await db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.action, 'admin_business_deleted'),
          eq(securityEvents.resourceId, business.id),
        ),
      );
    expect(audit.metadata).toMatchObject({ applications: 1, resumes: 1 });
    expectNoPersonalData(audit, 'gone.with.business@example.com');
  });
});

describe('our copies of the e-mails about an application', () => {
  it('are deleted SENT_MAIL_RETENTION_DAYS after sending; mail still on its way stays', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id, {
      applicationMethod: 'email',
      applicationEmail: 'hiring@example.com',
    });
    await appliedWithResume(job.id, 'copies@example.com');
    const [confirmation] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'copies@example.com'));
    const sentAt = new Date();
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt })
      .where(eq(emailOutbox.id, confirmation.id));
    expect(config.retention.sentMailDays).toBe(30);
    const prune = (at: number) =>
      deleteOldSentMail({ db, days: 30, logger: ctx.logger, now: new Date(at) });
    const started = new Date();

    await prune(sentAt.getTime() + 30 * DAY - 1000);
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.id, confirmation.id)),
    ).toHaveLength(1);
    await prune(sentAt.getTime() + 30 * DAY + 1000);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.id, confirmation.id))).toEqual(
      [],
    );
    // The employer's copy is still pending (no SMTP here): it stays until it is sent.
    const [employer] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'hiring@example.com'))
      .orderBy(desc(emailOutbox.id));
    expect(employer.textBody).toContain('copies@example.com');

    const [audit] = await auditSince(SENT_MAIL_DELETED_ACTION, started);
    expect(audit.metadata).toMatchObject({ task: 'maintenance', retentionDays: 30 });
    expect((audit.metadata as { count: number }).count).toBeGreaterThanOrEqual(1);
    expectNoPersonalData(audit, 'copies@example.com');
  });
});

describe('a retention pass that dies after its rows are deleted', () => {
  it('leaves files without rows, never rows without files, and the clean-up removes them', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id);
    const row = await appliedWithResume(job.id, 'crash@example.com');
    const closedAt = new Date();
    await db.update(jobs).set({ status: 'filled', closedAt }).where(eq(jobs.id, job.id));

    // The process "dies" once the rows are committed: no file is removed.
    const dying: typeof storage = {
      ...storage,
      remove: () => Promise.reject(new Error('killed')),
    };
    const later = new Date(closedAt.getTime() + 181 * DAY);
    await deleteExpiredApplications({ db, storage: dying, config, logger: ctx.logger, now: later });
    expect(await applicationsOf(job.id)).toEqual([]);
    expect(existsSync(resumeFile(row.resumePath as string))).toBe(true);

    await removeOrphanFiles({
      storage,
      logger: ctx.logger,
      owners: [resumeFiles({ db })],
      now: new Date(Date.now() + 2 * 60 * 60_000),
    });
    expect(existsSync(resumeFile(row.resumePath as string))).toBe(false);
  });
});
