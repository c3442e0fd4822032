/**
 * Issue 10 through the HTTP API: applications with and without a resume, resume
 * authorization, counts, limits and failures.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type JobApplicationView, jobMessages } from '#domain/jobs.js';
import { emailOutbox, jobApplications, jobs } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import { auditRowsOf, createBusiness, createJob } from '../../test/factories.js';
import { HTML_PAGE } from '../../test/images.js';
import { createTestContext } from '../../test/test-app.js';
import { jobsTestSetup } from './jobs.test-setup.js';

const { app, db, admin, apply, PDF } = await jobsTestSetup();

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
    const downloads = await auditRowsOf(db, 'resume_downloaded', application.id);
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
      [apply(job.id, {}, { bytes: HTML_PAGE, name: 'resume.pdf' }), 400, jobMessages.resumeType],
      [
        apply(job.id, {}, { bytes: PDF.subarray(0, PDF.length - 8), name: 'cut-short.pdf' }),
        400,
        jobMessages.resumeType,
      ],
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
