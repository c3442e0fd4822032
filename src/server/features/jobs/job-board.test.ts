import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type JobDetail, jobMessages } from '#domain/jobs.js';
import { mapPage } from '../../db/paging.js';
import { jobs } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { createBusiness, createJob } from '../../test/factories.js';
import { JobBoard } from './job-board.js';
import { listEveryOpenJob, listOpenJobs } from './jobs.queries.js';
import {
  configureJobBoard,
  JOBS_LOADED_BEFORE_ANSWERING,
  jobBoardLoading,
  toJobCard,
} from './jobs.service.js';
import { jobsTestSetup } from './jobs.test-setup.js';

const { app, db, isoDay, tag, board, POSTING } = await jobsTestSetup();

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

  it("filters the jobs marked 'Bilingüe (inglés/español)', as the owner posts them", async () => {
    const t = tag();
    const owner = await ownerWithBusiness(app, db, { plan: 'silver', name: `Bilingual Co ${t}` });
    const posted = await owner.device.post('/api/portal/jobs', {
      ...POSTING,
      title: `Cajero ${t}`,
      bilingual: true,
    });
    const { job } = (await posted.json()) as { job: JobDetail };
    expect(job.bilingual).toBe(true);
    await db.update(jobs).set({ status: 'approved' }).where(eq(jobs.id, job.id));
    await createJob(db, owner.business.id, { title: `Stocker ${t}` });

    const bilingual = await board({ q: t, bilingual: '1' });
    expect(bilingual.items.map((card) => [card.title, card.bilingual])).toEqual([
      [`Cajero ${t}`, true],
    ]);
    expect((await board({ q: t })).total).toBe(2);
    expect(await errorOf(await new Device(app).request('/api/jobs?bilingual=yes'))).toMatchObject({
      status: 400,
      message: 'Bilingual must be 1 or true.',
    });
  });

  it('answers from memory as the database does: every filter, page and tie in the order', async () => {
    const t = tag();
    const business = await createBusiness(db, { plan: 'silver', name: `Parity Co ${t}` });
    const sameMoment = new Date(Date.now() - 60_000);
    const titles = ['Line Cook', 'Dental Assistant', 'Brake Tech', 'Barista', 'Cashier 50%_off'];
    const places = ['Bryan, TX', 'College Station, TX', 'Navasota, TX'];
    const categories = ['Hospitality', 'Healthcare', 'Automotive'] as const;
    const types = ['full_time', 'part_time', 'contract'] as const;
    for (let i = 0; i < 30; i++) {
      await createJob(db, business.id, {
        title: `${titles[i % titles.length]} ${t}`,
        companyName: i % 4 === 0 ? `ACME ${t}` : `Parity Co ${t}`,
        description: i % 3 === 0 ? 'Brakes, TIRES and oil.' : 'Café work; 50% tips.',
        location: places[i % places.length],
        category: categories[i % categories.length],
        jobType: types[i % types.length],
        bilingual: i % 5 === 0,
        // Several at the same moment: the order then goes by id.
        ...(i % 6 === 0 ? { createdAt: sameMoment } : {}),
        ...(i % 10 === 9 ? { status: 'pending' as const } : {}),
      });
    }
    const now = new Date();
    const memory = new JobBoard((await listEveryOpenJob(db, now, 1_000)).map(toJobCard));
    const filters = [
      { q: t },
      { q: t.toUpperCase() },
      { q: 'brake' },
      { q: 'TIRES' },
      { q: 'café' },
      { q: '50%' },
      { q: '%_' },
      { q: `acme ${t}` },
      { q: t, location: 'college' },
      { q: t, category: 'Healthcare' },
      { q: t, type: 'contract' },
      { q: t, bilingual: true },
      { q: t, location: 'bryan', type: 'part_time', category: 'Hospitality' },
      { location: 'navasota' },
      // Without words: the place's, category's, type's or bilingual jobs are walked.
      { location: 'navasota', category: 'Automotive' },
      { location: 'COLLEGE', type: 'full_time' },
      { location: 'nowhere' },
      { category: 'Healthcare' },
      { category: 'Healthcare', type: 'part_time', bilingual: true },
      { type: 'contract' },
      { bilingual: true },
      { q: 'café', bilingual: true, category: 'Automotive' },
      {},
      { q: 'nothing like it' },
    ];
    for (const filter of filters) {
      for (const [limit, offset] of [
        [10, 0],
        [4, 4],
        [10, 25],
      ]) {
        const fromDatabase = mapPage(
          await listOpenJobs(db, filter, { limit, offset }, now),
          toJobCard,
        );
        expect(memory.page(filter, limit, offset), JSON.stringify(filter)).toEqual(fromDatabase);
      }
    }
    expect(memory.page({ q: t }, 50, 0).total).toBe(27);
  });

  it('answers while a large board is read in the background, and the same once it is read', async () => {
    // Every board counts as large here: the database answers until it is read.
    configureJobBoard(db, { loadedBeforeAnswering: 0 });
    try {
      const t = tag();
      const business = await createBusiness(db, { plan: 'silver', name: `Background Co ${t}` });
      for (const title of ['Welder', 'Baker', 'Welder helper']) {
        await createJob(db, business.id, { title: `${title} ${t}`, companyName: business.name });
      }
      const titles = async () => (await board({ q: `welder` })).items.map((job) => job.title);
      const whileRead = await titles();
      await jobBoardLoading(db);
      expect(jobBoardLoading(db)).toBeUndefined();
      const once = await titles();
      expect(whileRead).toEqual(once);
      expect(once).toEqual(expect.arrayContaining([`Welder ${t}`, `Welder helper ${t}`]));
      expect(once).not.toContain(`Baker ${t}`);
      expect((await board({ q: t })).total).toBe(3);
    } finally {
      configureJobBoard(db, { loadedBeforeAnswering: JOBS_LOADED_BEFORE_ANSWERING });
    }
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
