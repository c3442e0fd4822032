import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobMessages } from '#domain/jobs.js';
import { emailOutbox, jobs } from '../../db/schema/index.js';
import { errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createJob } from '../../test/factories.js';
import { runJobMaintenance } from './job-postings.service.js';
import { jobsTestSetup } from './jobs.test-setup.js';

const { app, db, admin, DAY, isoDay, board } = await jobsTestSetup();

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
