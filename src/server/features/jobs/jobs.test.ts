/**
 * Issue 10 through the HTTP API: the board's filters and what it lists, the
 * transition table by role, posting rules, applications with and without a
 * resume, resume authorization, counts and expiry.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  type JobApplicationView,
  type JobCard,
  type JobDetail,
  jobMessages,
  type ManagedJob,
  type OwnerJobs,
} from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import { user } from '../../db/schema/auth.js';
import { emailOutbox, jobApplications, jobs, securityEvents } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { createTestContext } from '../../test/test-app.js';
import { runJobMaintenance } from './job-postings.service.js';

const ctx = await createTestContext();
const { app, database } = ctx;
const { db } = database;
const admin = await signedInAdmin(app, ctx);
const DAY = 24 * 60 * 60_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const tag = () => Math.random().toString(36).slice(2, 8);

async function board(params: Record<string, string>) {
  const res = await new Device(app).request(`/api/jobs?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page<JobCard>;
}

const POSTING = {
  title: 'Line Cook',
  category: 'Hospitality',
  location: 'Bryan, TX',
  description: 'Cook breakfast and lunch for a busy diner.',
  requiredSkills: [' Knife skills ', '', 'Food safety'],
  customQuestions: ['Can you work weekends?'],
};

async function apply(
  jobId: string,
  application: Record<string, unknown>,
  resume?: { bytes: Buffer; name: string; type?: string },
  device = new Device(app),
) {
  const form = new FormData();
  form.append(
    'application',
    JSON.stringify({
      fullName: 'Riley Applicant',
      email: 'riley@example.com',
      captcha: await solveCaptcha(app),
      ...application,
    }),
  );
  if (resume) {
    form.append(
      'resume',
      new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/pdf' }),
      resume.name,
    );
  }
  return device.upload(`/api/jobs/${jobId}/applications`, form);
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the public board', () => {
  it('lists only open jobs, newest first, and filters by text, location, category and type', async () => {
    const t = tag();
    const business = await createBusiness(db, { plan: 'silver', name: `Board Co ${t}` });
    const make = (title: string, overrides = {}) =>
      createJob(db, business.id, {
        title: `${title} ${t}`,
        companyName: `Board Co ${t}`,
        ...overrides,
      });
    await make('Barista', { category: 'Hospitality', jobType: 'part_time', location: 'Bryan, TX' });
    await make('Mechanic', {
      category: 'Automotive',
      location: 'College Station, TX',
      description: 'Brakes and tires',
    });
    await make('Pending', { status: 'pending' });
    await make('Paused', { status: 'paused' });
    await make('Past deadline', { applicationDeadline: isoDay(-1) });
    await make('Expired', { expiresAt: new Date(Date.now() - 1000) });
    await make('Due today', { applicationDeadline: isoDay(0) });

    const all = await board({ q: t, limit: '50' });
    expect(all.items.map((j) => j.title.replace(` ${t}`, '')).sort()).toEqual([
      'Barista',
      'Due today',
      'Mechanic',
    ]);
    expect((await board({ q: `brakes` })).items.some((j) => j.title === `Mechanic ${t}`)).toBe(
      true,
    );
    expect((await board({ q: t, location: 'college station' })).items.map((j) => j.title)).toEqual([
      `Mechanic ${t}`,
    ]);
    expect((await board({ q: t, category: 'Hospitality' })).items.map((j) => j.title)).toEqual([
      `Barista ${t}`,
    ]);
    expect((await board({ q: t, type: 'part_time' })).items.map((j) => j.title)).toEqual([
      `Barista ${t}`,
    ]);
    const paged = await board({ q: t, limit: '1', offset: '1' });
    expect(paged).toMatchObject({ total: 3, items: [expect.any(Object)] });

    const bad = await new Device(app).request('/api/jobs?type=forever');
    expect((await errorOf(bad)).status).toBe(400);
  });

  it('drops a job from the board when it expires, with no write in between', async () => {
    const t = tag();
    const business = await createBusiness(db, { plan: 'silver' });
    await createJob(db, business.id, {
      title: `Short-lived ${t}`,
      expiresAt: new Date(Date.now() + 1500),
    });
    expect((await board({ q: t })).items.map((j) => j.title)).toEqual([`Short-lived ${t}`]);
    // The board is kept in memory, but never past the next listed job's expiry.
    await vi.waitFor(async () => expect((await board({ q: t })).total).toBe(0), {
      timeout: 10_000,
      interval: 250,
    });
  });

  it('shows an open job by id and counts a visitor’s views once a day; closed jobs are 404', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const open = await createJob(db, business.id, { salaryMin: 30000, salaryMax: 42000 });
    const pending = await createJob(db, business.id, { status: 'pending' });
    const res = await new Device(app).request(`/api/jobs/${open.id}`);
    const job = (await res.json()) as JobDetail;
    expect(job).toMatchObject({
      id: open.id,
      salary: '$30,000 - $42,000',
      businessSlug: business.slug,
    });

    const visitor = new Device(app);
    for (let i = 0; i < 3; i++) await visitor.post(`/api/jobs/${open.id}/views`);
    await new Device(app).post(`/api/jobs/${open.id}/views`);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, open.id));
    expect(row.viewCount).toBe(2);

    for (const path of [
      `/api/jobs/${pending.id}`,
      '/api/jobs/00000000-0000-4000-8000-000000000000',
    ]) {
      expect(await errorOf(await new Device(app).request(path))).toMatchObject({
        status: 404,
        message: jobMessages.notFound,
      });
    }
  });
});

describe('owners post and manage jobs', () => {
  it('refuses a free plan, posts pending on silver, and re-reviews an edited approved job', async () => {
    const free = await ownerWithBusiness(app, db, { plan: 'free' });
    const refused = await free.device.post('/api/portal/jobs', POSTING);
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      message: jobMessages.planRequired,
    });
    const list = (await (await free.device.request('/api/portal/jobs')).json()) as OwnerJobs;
    expect(list).toEqual({ items: [], canPost: false });

    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const res = await owner.device.post('/api/portal/jobs', POSTING);
    expect(res.status).toBe(201);
    const { message, job } = (await res.json()) as { message: string; job: ManagedJob };
    expect(message).toBe('Job posting submitted for admin approval');
    expect(job).toMatchObject({
      status: 'pending',
      jobType: 'full_time',
      applicationMethod: 'on_site',
      companyName: owner.business.name,
      requiredSkills: ['Knife skills', 'Food safety'],
      viewCount: 0,
      applicationCount: 0,
    });
    expect(await board({ q: owner.business.name })).toMatchObject({ total: 0 });

    const approve = await admin.device.post(`/api/admin/jobs/${job.id}/status`, {
      status: 'approved',
      notes: 'Looks good',
    });
    expect(await approve.json()).toMatchObject({
      message: 'Job approved successfully',
      job: { status: 'approved', adminNotes: 'Looks good' },
    });
    const [approved] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    const [adminUser] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, admin.account.email));
    expect(approved.approvedBy).toBe(adminUser.id);
    expect(approved.approvedAt).toBeInstanceOf(Date);
    expect((await board({ q: owner.business.name })).total).toBe(1);

    const edited = await owner.device.request(`/api/portal/jobs/${job.id}`, {
      method: 'PUT',
      json: { ...POSTING, title: 'Lead Line Cook' },
    });
    expect(await edited.json()).toMatchObject({
      message: 'Job updated successfully',
      job: { status: 'pending', title: 'Lead Line Cook' },
    });
    expect((await board({ q: owner.business.name })).total).toBe(0);
  });

  it('refuses bad postings with clear messages', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'texas_gold' });
    const cases: [Record<string, unknown>, string][] = [
      [{ salaryMin: 50000, salaryMax: 40000 }, jobMessages.salaryOrder],
      [{ salaryMin: -5 }, jobMessages.salaryWhole],
      [{ salaryMax: 123.45 }, jobMessages.salaryWhole],
      [{ applicationMethod: 'external_link' }, jobMessages.urlRequired],
      [
        { applicationMethod: 'external_link', externalApplicationUrl: 'javascript:alert(1)' },
        jobMessages.url,
      ],
      [{ applicationMethod: 'email' }, jobMessages.emailRequired],
      [{ title: '  ' }, 'Job Title is required'],
      [{ category: 'Astronauts' }, 'Category is required'],
    ];
    for (const [change, message] of cases) {
      const res = await owner.device.post('/api/portal/jobs', { ...POSTING, ...change });
      expect({ change, ...(await errorOf(res)) }).toMatchObject({ change, status: 400, message });
    }
  });

  it('follows the transition table: owners pause, resume and fill; other moves are 409', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const job = await createJob(db, owner.business.id, { status: 'pending' });
    const move = (device: Device, status: string, base = '/api/portal/jobs') =>
      device.post(`${base}/${job.id}/status`, { status });

    expect(await errorOf(await move(owner.device, 'approved'))).toMatchObject({
      status: 409,
      message: 'A job that is Pending Review cannot be changed to Approved.',
    });
    await db.update(jobs).set({ status: 'approved' }).where(eq(jobs.id, job.id));
    expect(await (await move(owner.device, 'paused')).json()).toMatchObject({
      message: 'Job status updated to paused',
    });
    expect((await move(owner.device, 'approved')).status).toBe(200);
    expect((await move(owner.device, 'filled')).status).toBe(200);
    expect((await move(owner.device, 'approved')).status).toBe(409);
    expect((await move(admin.device, 'archived', '/api/admin/jobs')).status).toBe(409);

    // Another business's job is not found for this owner.
    const other = await ownerWithBusiness(app, db, { plan: 'silver' });
    expect((await move(other.device, 'paused')).status).toBe(404);
    const events = await db
      .select({ action: securityEvents.action })
      .from(securityEvents)
      .where(eq(securityEvents.resourceId, job.id));
    expect(events.filter((e) => e.action === 'job_status_changed')).toHaveLength(3);
  });

  it('lets admins approve, reject, pause, resume and archive, with counts per tab', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const a = await createJob(db, business.id, { status: 'pending' });
    const b = await createJob(db, business.id, { status: 'pending' });
    const set = (id: string, status: string) =>
      admin.device.post(`/api/admin/jobs/${id}/status`, { status });
    expect(await (await set(b.id, 'rejected')).json()).toMatchObject({
      message: 'Job rejected successfully',
    });
    expect((await set(b.id, 'approved')).status).toBe(409);
    await set(a.id, 'approved');
    expect(await (await set(a.id, 'paused')).json()).toMatchObject({
      message: 'Job paused successfully',
    });
    expect(await (await set(a.id, 'approved')).json()).toMatchObject({
      message: 'Job resumed successfully',
    });
    expect(await (await set(a.id, 'archived')).json()).toMatchObject({
      message: 'Job archived successfully',
    });

    const res = await admin.device.request('/api/admin/jobs?status=rejected&limit=100');
    const list = await res.json();
    expect(list.items.map((j: ManagedJob) => j.id)).toContain(b.id);
    expect(list.counts).toEqual({
      pending: expect.any(Number),
      approved: expect.any(Number),
      paused: expect.any(Number),
      rejected: expect.any(Number),
    });

    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    expect((await owner.device.request('/api/admin/jobs')).status).toBe(403);
  });
});

describe('applications', () => {
  it('saves an application with its count and confirms it to the applicant', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id, { customQuestions: ['Can you work weekends?'] });
    const res = await apply(job.id, {
      yearsExperience: 'mid',
      availability: '2weeks',
      linkedinProfile: 'https://linkedin.com/in/riley',
      answers: { 'Can you work weekends?': 'Yes' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      message: 'Your job application has been submitted successfully.',
      emailed: false,
    });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.applicationCount).toBe(1);
    const [stored] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    expect(stored.customAnswers).toMatchObject({
      'Can you work weekends?': 'Yes',
      years_experience: 'mid',
      availability: '2weeks',
    });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'job_application_received'),
          eq(emailOutbox.toAddress, 'riley@example.com'),
        ),
      )
      .orderBy(desc(emailOutbox.id));
    expect(mail.subject).toBe(`Your application for ${job.title}`);
  });

  it('e-mails the employer a signed resume link; the job’s owner and admins may download, no one else', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const job = await createJob(db, owner.business.id, {
      applicationMethod: 'email',
      applicationEmail: 'hiring@example.com',
    });
    const res = await apply(job.id, { fullName: 'Sam O’Neil' }, { bytes: PDF, name: 'cv.pdf' });
    expect(await res.json()).toMatchObject({
      message: 'Your job application has been submitted and emailed to the employer.',
      emailed: true,
    });
    const [application] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    expect(application.resumePath).toMatch(
      new RegExp(`^resumes/${job.id}/\\d+-[0-9a-f]{12}\\.pdf$`),
    );

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'hiring@example.com'))
      .orderBy(desc(emailOutbox.id));
    const link = mail.textBody.match(/https?:\/\/\S+\/api\/jobs\/applications\/\S+/)?.[0] ?? '';
    const path = new URL(link).pathname + new URL(link).search;
    const byLink = await new Device(app).request(path);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get('content-disposition')).toBe(
      'attachment; filename="Sam_ONeil_resume.pdf"',
    );
    expect(Buffer.from(await byLink.arrayBuffer()).equals(PDF)).toBe(true);
    const tampered = await new Device(app).request(
      path.replace(/token=\d+\./, 'token=9999999999.'),
    );
    expect(tampered.status).toBe(403);

    const resumePath = `/api/jobs/applications/${application.id}/resume`;
    expect((await owner.device.request(resumePath)).status).toBe(200);
    expect((await admin.device.request(resumePath)).status).toBe(200);
    expect((await new Device(app).request(resumePath)).status).toBe(401);
    const stranger = await ownerWithBusiness(app, db, { plan: 'silver' });
    const notYours = await stranger.device.request(resumePath);
    expect(notYours.status).toBe(404);
    expect((await notYours.json()).error.message).toBe(jobMessages.applicationNotFound);
    // The same answer as for an application that does not exist at all.
    const missing = await stranger.device.request(`/api/jobs/applications/${randomUUID()}/resume`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(jobMessages.applicationNotFound);
    // The file is never public.
    expect((await new Device(app).request(`/uploads/${application.resumePath}`)).status).toBe(404);
    const downloads = await db
      .select({ metadata: securityEvents.metadata })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.resourceId, application.id),
          eq(securityEvents.action, 'resume_downloaded'),
        ),
      );
    expect(downloads.map((d) => (d.metadata as { via: string }).via).sort()).toEqual([
      'admin',
      'owner',
      'signed_link',
    ]);

    const apps = (await (
      await owner.device.request(`/api/portal/jobs/${job.id}/applications`)
    ).json()) as JobApplicationView[];
    expect(apps).toMatchObject([{ applicantName: 'Sam O’Neil', resumeFileName: 'cv.pdf' }]);
    const csv = await owner.device.request(`/api/portal/jobs/${job.id}/applications.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[1]).toContain('Sam O’Neil');
    expect((await stranger.device.request(`/api/portal/jobs/${job.id}/applications`)).status).toBe(
      404,
    );
  });

  it('refuses bad applications with clear messages and saves nothing', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id, { customQuestions: ['Why us?'] });
    const paused = await createJob(db, business.id, { status: 'paused' });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const cases: [Promise<Response>, number, string][] = [
      [apply(job.id, {}, { bytes: exe, name: 'resume.pdf' }), 400, jobMessages.resumeType],
      [
        apply(
          job.id,
          {},
          { bytes: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), name: 'big.pdf' },
        ),
        413,
        jobMessages.fileTooLarge,
      ],
      [
        apply(job.id, {
          answers: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`q${i}`, 'a'])),
        }),
        400,
        'At most 20 answers.',
      ],
      [apply(job.id, { answers: { 'Not asked?': 'x' } }), 400, jobMessages.unknownQuestion],
      [apply(job.id, { email: 'not-an-email' }), 400, 'Please enter a valid email address'],
      [apply(job.id, { portfolioWebsite: 'javascript:alert(1)' }), 400, jobMessages.url],
      [apply(paused.id, {}), 404, jobMessages.notFound],
      [apply('00000000-0000-4000-8000-000000000000', {}), 404, jobMessages.notFound],
    ];
    for (const [pending, status, message] of cases) {
      expect(await errorOf(await pending)).toMatchObject({ status, message });
    }
    const saved = await db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(saved).toEqual([]);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.applicationCount).toBe(0);
  });
});

describe('application limits and failures', () => {
  it('limits one address to 10 applications an hour', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const job = await createJob(db, business.id);
    const device = new Device(app);
    for (let i = 0; i < 10; i++)
      expect((await apply(job.id, {}, undefined, device)).status).toBe(201);
    expect((await apply(job.id, {}, undefined, device)).status).toBe(429);
    expect((await apply(job.id, {}, undefined, new Device(app))).status).toBe(201);
  });

  it('saves nothing, not even the resume, when the application’s e-mails cannot be queued', async () => {
    const broken = await createTestContext();
    const bdb = broken.database.db;
    const business = await createBusiness(bdb, { plan: 'silver' });
    const job = await createJob(bdb, business.id, {
      applicationMethod: 'email',
      applicationEmail: 'hiring@example.com',
    });
    await bdb.execute(sql`
      create function refuse_mail() returns trigger language plpgsql as
        $$ begin raise exception 'outbox unavailable'; end $$;
      create trigger refuse_mail before insert on email_outbox
        for each row execute function refuse_mail();`);
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({
        fullName: 'Kim',
        email: 'kim@example.com',
        captcha: await solveCaptcha(broken.app),
      }),
    );
    form.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'kim.pdf');
    const res = await new Device(broken.app).upload(`/api/jobs/${job.id}/applications`, form);
    // Never a 201 for an application nobody will hear about: the applicant tries again.
    expect(res.status).toBe(500);
    expect(
      await bdb.select().from(jobApplications).where(eq(jobApplications.jobId, job.id)),
    ).toEqual([]);
    const [row] = await bdb.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.applicationCount).toBe(0);
    expect(readdirSync(join(broken.dataDir, 'private'), { recursive: true })).not.toContainEqual(
      expect.stringMatching(/\.pdf$/),
    );
  });
});

describe('who may manage jobs', () => {
  it('refuses the portal job routes to signed-out callers and admins', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const job = await createJob(db, owner.business.id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/portal/jobs'],
      ['POST', '/api/portal/jobs', POSTING],
      ['PUT', `/api/portal/jobs/${job.id}`, POSTING],
      ['POST', `/api/portal/jobs/${job.id}/status`, { status: 'paused' }],
      ['GET', `/api/portal/jobs/${job.id}/applications`],
      ['GET', `/api/portal/jobs/${job.id}/applications.csv`],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await new Device(app).request(path, { method, json });
      expect({ path, status: signedOut.status }).toEqual({ path, status: 401 });
      const asAdmin = await admin.device.request(path, { method, json });
      expect({ path, status: asAdmin.status }).toEqual({ path, status: 403 });
    }
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('approved');
  });
});

describe('plan changes', () => {
  it('pause approved jobs on a plan without job postings and resume them on upgrade', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const live = await createJob(db, owner.business.id);
    const ownerPaused = await createJob(db, owner.business.id, { status: 'paused' });
    const setPlan = (plan: string) =>
      admin.device.post(`/api/admin/businesses/${owner.business.id}/plan`, {
        plan,
        paymentMethod: 'manual',
      });
    const status = async (id: string) =>
      (await db.select().from(jobs).where(eq(jobs.id, id)))[0].status;

    expect((await setPlan('free')).status).toBe(200);
    expect(await status(live.id)).toBe('paused');
    expect((await board({ q: live.title })).total).toBe(0);
    const resume = await owner.device.post(`/api/portal/jobs/${live.id}/status`, {
      status: 'approved',
    });
    expect(await errorOf(resume)).toMatchObject({ status: 403, message: jobMessages.planRequired });

    expect((await setPlan('texas_gold')).status).toBe(200);
    expect(await status(live.id)).toBe('approved');
    expect(await status(ownerPaused.id)).toBe('paused');
  });
});

describe('expiry', () => {
  it('expires jobs past their expiry or deadline and tells owners a week ahead, once', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver' });
    const gone = await createJob(db, owner.business.id, { expiresAt: new Date(Date.now() - DAY) });
    const late = await createJob(db, owner.business.id, { applicationDeadline: isoDay(-2) });
    const soon = await createJob(db, owner.business.id, {
      expiresAt: new Date(Date.now() + 3 * DAY),
    });
    await runJobMaintenance(db);
    await runJobMaintenance(db);
    const status = async (id: string) =>
      (await db.select().from(jobs).where(eq(jobs.id, id)))[0].status;
    expect(await status(gone.id)).toBe('expired');
    expect(await status(late.id)).toBe('expired');
    expect(await status(soon.id)).toBe('approved');
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'job_expiring'), eq(emailOutbox.toAddress, owner.email)));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain(soon.title);
  });
});
