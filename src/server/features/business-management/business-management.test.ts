import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AdminBusiness,
  businessManagementMessages as text,
} from '#domain/business-management.js';
import type { Page } from '#domain/paging.js';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { analyticsEvents, searchImpressions } from '../../db/schema/index.js';
import { createStorage } from '../../platform/storage/create-storage.js';
import {
  adminTestContext,
  Device,
  signedInOwner,
  statusAndMessageOf,
} from '../../test/accounts.js';
import { solveCaptcha } from '../../test/captcha.js';
import {
  createBusiness,
  createBusinesses,
  createJob,
  linkOwnerToBusiness,
} from '../../test/factories.js';
import { TEST_SETTINGS } from '../../test/test-app.js';

const ctx = await adminTestContext();
const { app, database, admin } = ctx;
const storage = createStorage(loadConfig({ DATA_DIR: ctx.dataDir, ...TEST_SETTINGS }));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const BASE = '/api/admin/businesses';
const tag = () => Math.random().toString(36).slice(2, 7);

async function list(query: string) {
  const res = await admin.device.request(`${BASE}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page<AdminBusiness>;
}

describe('the business list', () => {
  it('searches name, city or category, filters by category and plan, pages by name, and counts views', async () => {
    const t = tag();
    const [a, b, c] = await createBusinesses(database.db, [
      { name: `Alpha ${t} Plumbing`, category: 'Plumbers', plan: 'free', city: 'Bryan' },
      { name: `Beta ${t} Pipes`, category: 'Plumbers', plan: 'silver', city: 'Bryan' },
      { name: `Gamma ${t} Gym`, category: 'Gyms', plan: 'texas_gold', city: `Navasota${t}` },
    ]);
    await database.db.insert(analyticsEvents).values([
      { businessId: a.id, eventType: 'profile_view' },
      { businessId: b.id, eventType: 'page_view' },
    ]);
    // Two searches that showed Alpha, one of them Gamma too (docs/decisions/044).
    await database.db.insert(searchImpressions).values([
      { businessIds: [a.id], searchTerm: 'plumbing' },
      { businessIds: [c.id, a.id], searchTerm: 'pipes' },
    ]);

    const byName = await list(`search=${t}`);
    expect(byName.total).toBe(3);
    expect(byName.items.map((i) => i.name)).toEqual([
      `Alpha ${t} Plumbing`,
      `Beta ${t} Pipes`,
      `Gamma ${t} Gym`,
    ]);
    expect(byName.items[0]).toMatchObject({ searchImpressions: 2, profileViews: 1, plan: 'free' });
    expect(byName.items[1]).toMatchObject({ searchImpressions: 0, profileViews: 0 });
    expect(byName.items[2]).toMatchObject({ searchImpressions: 1, profileViews: 0 });

    expect((await list(`search=navasota${t}`)).items.map((i) => i.name)).toEqual([
      `Gamma ${t} Gym`,
    ]);
    expect(
      (await list(`search=${t}&category=Plumbers&plan=silver`)).items.map((i) => i.id),
    ).toEqual([b.id]);
    const page2 = await list(`search=${t}&limit=2&offset=2`);
    expect(page2).toMatchObject({ total: 3, items: [{ name: `Gamma ${t} Gym` }] });
    // A typed % is a percent sign, not a wildcard.
    expect((await list('search=%25%25%25')).total).toBe(0);
  });

  it('refuses an unknown plan or category and a bad page', async () => {
    expect(await statusAndMessageOf(await admin.device.request(`${BASE}?plan=platinum`))).toEqual({
      status: 400,
      message: 'Plan must be free, silver or texas_gold.',
    });
    expect((await admin.device.request(`${BASE}?category=Spaceships`)).status).toBe(400);
    expect((await admin.device.request(`${BASE}?limit=500`)).status).toBe(400);
  });
});

describe('changing a plan', () => {
  it('updates the business and its subscription, records the change and the audit row, and changes what the profile shows', async () => {
    const owner = await signedInOwner(app);
    const business = await createBusiness(database.db, {
      name: `Plan ${tag()} Cafe`,
      plan: 'free',
      website: 'https://plan-cafe.example',
      email: 'hello@plan-cafe.example',
    });
    await linkOwnerToBusiness(database.db, { email: owner.email, businessId: business.id });
    const before = await (await app.request(`/api/businesses/${business.slug}`)).json();
    expect(before.website).toBeUndefined();

    const res = await admin.device.post(`${BASE}/${business.id}/plan`, {
      plan: 'silver',
      paymentMethod: 'check',
      notes: 'Check #1042',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: text.planUpdated,
      business: { plan: 'silver', paymentMethod: 'check' },
    });
    const after = await (await app.request(`/api/businesses/${business.slug}`)).json();
    expect(after).toMatchObject({ plan: 'silver', website: 'https://plan-cafe.example' });

    await admin.device.post(`${BASE}/${business.id}/plan`, { plan: 'free' });
    const changes = await queryRows<{
      old_plan: string;
      new_plan: string;
      change_type: string;
      owner: boolean;
    }>(
      database.db,
      sql`select old_plan, new_plan, change_type, business_owner_id is not null as owner
          from subscription_changes where business_id = ${business.id} order by created_at`,
    );
    expect(changes).toEqual([
      { old_plan: 'free', new_plan: 'silver', change_type: 'upgrade', owner: true },
      { old_plan: 'silver', new_plan: 'free', change_type: 'downgrade', owner: true },
    ]);
    const subscriptions = await queryRows<{ plan_type: string; status: string }>(
      database.db,
      sql`select plan_type, status from subscriptions where business_id = ${business.id}`,
    );
    expect(subscriptions).toEqual([{ plan_type: 'free', status: 'active' }]);
    const audit = await queryRows<{ action: string; metadata: Record<string, unknown> }>(
      database.db,
      sql`select action, metadata from security_events where resource_id = ${business.id} order by id`,
    );
    expect(audit[0]).toMatchObject({
      action: 'admin_business_plan_changed',
      metadata: {
        before: { plan: 'free', paymentMethod: 'admin_import' },
        after: { plan: 'silver', paymentMethod: 'check' },
        notes: 'Check #1042',
      },
    });
    expect(audit[1].metadata).toMatchObject({ after: { plan: 'free', paymentMethod: 'manual' } });
    expect(
      (await (await app.request(`/api/businesses/${business.slug}`)).json()).website,
    ).toBeUndefined();
  });

  it('refuses a plan or payment method not in the list, a malformed or unknown id, and huge notes, changing nothing', async () => {
    const business = await createBusiness(database.db, { name: `Steady ${tag()}`, plan: 'free' });
    const url = `${BASE}/${business.id}/plan`;
    expect(await statusAndMessageOf(await admin.device.post(url, { plan: 'platinum' }))).toEqual({
      status: 400,
      message: 'Plan must be free, silver or texas_gold.',
    });
    expect(
      await statusAndMessageOf(
        await admin.device.post(url, { plan: 'silver', paymentMethod: 'bitcoin' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Payment method must be manual, cash, check, promotional or stripe.',
    });
    expect(
      (await admin.device.post(url, { plan: 'silver', notes: 'n'.repeat(100_000) })).status,
    ).toBe(400);
    expect((await admin.device.post(`${BASE}/nope/plan`, { plan: 'silver' })).status).toBe(400);
    expect(
      await statusAndMessageOf(
        await admin.device.post(`${BASE}/00000000-0000-4000-8000-000000000000/plan`, {
          plan: 'silver',
        }),
      ),
    ).toEqual({ status: 404, message: text.notFound });
    const [row] = await queryRows<{ plan: string; n: number }>(
      database.db,
      sql`select plan, (select count(*)::int from subscription_changes where business_id = ${business.id}) as n
          from businesses where id = ${business.id}`,
    );
    expect(row).toEqual({ plan: 'free', n: 0 });
  });
});

/** The admin's edit of a listing (its Edit dialog's request). */
const patch = (id: string, json: unknown) =>
  admin.device.request(`${BASE}/${id}`, { method: 'PATCH', json });

describe('notes, e-mail, adding and deleting', () => {
  it('edits notes and e-mail with an audit row, and keeps HTML as text', async () => {
    const business = await createBusiness(database.db, {
      name: `Notes ${tag()}`,
      email: 'old@example.com',
    });
    const res = await patch(business.id, {
      adminNotes: '<b>Called</b> on Monday',
      email: 'new@example.com',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      business: { adminNotes: '<b>Called</b> on Monday', email: 'new@example.com' },
    });
    const [audit] = await queryRows<{ metadata: Record<string, unknown> }>(
      database.db,
      sql`select metadata from security_events where resource_id = ${business.id} and action = 'admin_business_updated'`,
    );
    expect(audit.metadata).toMatchObject({
      before: { adminNotes: null, email: 'old@example.com' },
      after: { adminNotes: '<b>Called</b> on Monday', email: 'new@example.com' },
    });
    const bad = await patch(business.id, { email: 'not-an-email' });
    expect(await statusAndMessageOf(bad)).toEqual({
      status: 400,
      message: 'Please enter a valid email address',
    });
    const empty = await patch(business.id, {});
    expect(await statusAndMessageOf(empty)).toEqual({ status: 400, message: 'Nothing to update.' });
  });

  it("marks an unclaimed listing 'Se habla español', shown on its profile at once", async () => {
    const business = await createBusiness(database.db, { name: `Habla ${tag()}` });
    const res = await patch(business.id, { speaksSpanish: true });
    expect(await res.json()).toMatchObject({ business: { speaksSpanish: true } });
    const profile = await app.request(`/api/businesses/${business.slug}`);
    expect(await profile.json()).toMatchObject({ speaksSpanish: true });
    const bad = await patch(business.id, { speaksSpanish: 'sí' });
    expect(await statusAndMessageOf(bad)).toEqual({
      status: 400,
      message: 'Se habla español must be on or off.',
    });
  });

  it('deletes a listing with its applicants’ resumes, not only their rows', async () => {
    const business = await createBusiness(database.db, { plan: 'silver' });
    const job = await createJob(database.db, business.id);
    const form = new FormData();
    form.set(
      'application',
      JSON.stringify({
        fullName: 'Riley Applicant',
        email: 'riley@example.com',
        captcha: await solveCaptcha(app),
      }),
    );
    form.set('resume', new File([new Uint8Array(PDF)], 'resume.pdf', { type: 'application/pdf' }));
    expect((await new Device(app).upload(`/api/jobs/${job.id}/applications`, form)).status).toBe(
      201,
    );
    const [{ key }] = await queryRows<{ key: string }>(
      database.db,
      sql`select resume_path as key from job_applications where job_id = ${job.id}`,
    );
    expect(await storage.get('private', key)).not.toBeNull();

    const deleted = await admin.device.request(`${BASE}/${business.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    // The application went with the business (found by the write endpoints' fuzz: its
    // resume stayed on disk, a stored file without its row, with an applicant's data).
    expect(await storage.get('private', key)).toBeNull();
  });

  it('adds a listing on plan free (409 for a name taken in that city) and deletes one', async () => {
    const name = `Added ${tag()} Roofing`;
    const created = await admin.device.post(BASE, { name, category: 'Roofers', city: 'Bryan' });
    expect(created.status).toBe(201);
    const { business } = (await created.json()) as { business: AdminBusiness };
    expect(business).toMatchObject({ name, plan: 'free', city: 'Bryan' });
    expect((await app.request(`/api/businesses/${business.slug}`)).status).toBe(200);

    const again = await admin.device.post(BASE, {
      name: name.toUpperCase(),
      category: 'Roofers',
      city: 'bryan',
    });
    expect(await statusAndMessageOf(again)).toEqual({ status: 409, message: text.nameTaken });
    expect(
      (await admin.device.post(BASE, { name: '', category: 'Roofers', city: 'Bryan' })).status,
    ).toBe(400);

    const deleted = await admin.device.request(`${BASE}/${business.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ message: text.deleted });
    expect((await app.request(`/api/businesses/${business.slug}`)).status).toBe(404);
    const gone = await admin.device.request(`${BASE}/${business.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    const actions = await queryRows<{ action: string }>(
      database.db,
      sql`select action from security_events where resource_id = ${business.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'admin_business_created',
      'admin_business_deleted',
    ]);
  });

  it('answers 401 signed out and 403 to an owner', async () => {
    const owner = await signedInOwner(app);
    expect((await app.request(BASE)).status).toBe(401);
    expect((await owner.device.request(BASE)).status).toBe(403);
    expect((await owner.device.post(BASE, {})).status).toBe(403);
  });
});
