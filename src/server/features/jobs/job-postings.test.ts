import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobMessages, type ManagedJob, type OwnerJobs } from '#domain/jobs.js';
import { user } from '../../db/schema/auth.js';
import { jobs, securityEvents } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { jobsTestSetup } from './jobs.test-setup.js';

const { app, db, admin, board, POSTING } = await jobsTestSetup();

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
