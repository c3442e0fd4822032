/**
 * Opening hours (issue 29) through the API: an owner's change waits for approval and
 * then writes the text and its model together, an admin edits them directly, bad
 * hours are a 400 with the rule's message, the start-up data step reads old texts,
 * and the admin's report lists what it could not read.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatHoursText, type OpeningHours, parseHoursText } from '#domain/hours.js';
import { queryRows } from '../../db/client.js';
import { fillOpeningHours } from '../../db/opening-hours.js';
import { businesses } from '../../db/schema/index.js';
import { Device, signedInAdmin } from '../../test/accounts.js';
import { createBusiness } from '../../test/factories.js';
import { portalTestContext } from '../../test/portal-context.js';

const { ctx, app, db, ownerWithBusiness, submitChange, businessRow } = await portalTestContext();
const admin = await signedInAdmin(app, ctx);

const HOLIDAY_WEEK =
  'Mon-Fri: 8AM-5PM, Sat: 10AM-2PM & 6PM-1AM, Sun: Closed, 2026-12-25: Closed (Christmas Day)';

async function pendingChangeId(businessId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from change_requests where business_id = ${businessId} and status = 'pending'`,
  );
  return row.id;
}

describe('an owner changes the hours', () => {
  it('waits for the admin, who sees the texts before and after; approval writes text and model', async () => {
    const { device, business } = await ownerWithBusiness({ hours: 'Mon-Fri: 9AM-5PM' });
    const res = await submitChange(device, business, { hours: HOLIDAY_WEEK });
    expect(res.status).toBe(201);
    expect((await businessRow(business.id)).openingHours).toEqual(
      parseHoursText('Mon-Fri: 9AM-5PM'),
    );

    const id = await pendingChangeId(business.id);
    const detail = (await (
      await admin.device.request(`/api/admin/change-requests/${id}`)
    ).json()) as { changes: unknown[] };
    expect(detail.changes).toEqual([
      { field: 'hours', from: 'Mon-Fri: 9AM-5PM', to: HOLIDAY_WEEK, current: 'Mon-Fri: 9AM-5PM' },
    ]);
    const approved = await admin.device.post(`/api/admin/change-requests/${id}/approve`, {
      fields: { hours: HOLIDAY_WEEK },
    });
    expect(approved.status).toBe(200);

    const row = await businessRow(business.id);
    expect(row.hours).toBe(HOLIDAY_WEEK);
    expect(row.openingHours).toEqual(parseHoursText(HOLIDAY_WEEK));
    expect(row.openingHours?.special).toEqual([
      { date: '2026-12-25', hours: 'closed', note: 'Christmas Day' },
    ]);
    expect(row.openingHours?.week.sat).toEqual([
      { open: '10:00', close: '14:00' },
      { open: '18:00', close: '01:00' },
    ]);
  });

  it.each([
    ['Mon: 9AM-5PM & 4PM-6PM', 'Time ranges on the same day must not overlap'],
    ['Mon: 6AM-7AM & 8AM-9AM & 10AM-11AM & 12PM-1PM', 'A day can have at most 3 time ranges'],
    ['Mon-Fri: 9AM-5PM, 2026-02-30: Closed', 'Special dates must be real dates (YYYY-MM-DD)'],
    [
      Array.from(
        { length: 31 },
        (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}: Closed`,
      ).join(', '),
      'At most 30 special dates are allowed',
    ],
  ])('refuses %s with a 400 and the rule, storing nothing', async (hours, message) => {
    const { device, business } = await ownerWithBusiness();
    const res = await submitChange(device, business, { hours });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'validation', fields: { hours: message } },
    });
    const waiting = await queryRows(
      db,
      sql`select 1 from change_requests where business_id = ${business.id}`,
    );
    expect(waiting).toHaveLength(0);
  });

  it('tells a Spanish-speaking owner the rule in Spanish', async () => {
    const { device, business } = await ownerWithBusiness();
    device.acceptLanguage = 'es-MX,es;q=0.9';
    const res = await submitChange(device, business, { hours: 'Mon: 9AM-5PM & 4PM-6PM' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { hours: 'Los horarios de un mismo día no deben superponerse' } },
    });
  });
});

describe('an admin edits the hours directly', () => {
  it('writes the text and its model at once, and clears both', async () => {
    const business = await createBusiness(db, { hours: 'By appointment' });
    const res = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      json: { hours: 'Mon-Sun: 6PM-2AM' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ business: { hours: 'Mon-Sun: 6PM-2AM' } });
    expect((await businessRow(business.id)).openingHours?.week.fri).toEqual([
      { open: '18:00', close: '02:00' },
    ]);

    const cleared = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      json: { hours: '' },
    });
    expect(cleared.status).toBe(200);
    const row = await businessRow(business.id);
    expect([row.hours, row.openingHours]).toEqual([null, null]);
  });

  it('refuses bad hours with a 400 and leaves the listing as it was', async () => {
    const business = await createBusiness(db, { hours: 'Mon-Fri: 9AM-5PM' });
    const res = await admin.device.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      json: { hours: 'Tue: 9AM-9AM' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { hours: 'A time range must end at a different time than it starts' } },
    });
    expect((await businessRow(business.id)).hours).toBe('Mon-Fri: 9AM-5PM');
  });

  it('is refused to an owner', async () => {
    const { device, business } = await ownerWithBusiness();
    const res = await device.request(`/api/admin/businesses/${business.id}`, {
      method: 'PATCH',
      json: { hours: 'Mon-Sun: Closed' },
    });
    expect(res.status).toBe(403);
  });
});

describe('the data step and the report of hours not read', () => {
  it('reads every old text once, leaves what it wrote, and lists the notes for the admin', async () => {
    const name = `Unread Hours Shop ${Math.random().toString(36).slice(2, 7)}`;
    const old = await createBusiness(db, { name, hours: 'Mon-Fri: 7AM-6PM, Sat-Sun: On call' });
    const done = await createBusiness(db, { hours: 'Mon-Fri: 8AM-5PM' });
    // As the rows stood before the migration: text, no model.
    await db.update(businesses).set({ openingHours: null }).where(eq(businesses.id, old.id));
    const edited: OpeningHours = parseHoursText('Mon-Sun: Closed');
    await db.update(businesses).set({ openingHours: edited }).where(eq(businesses.id, done.id));

    expect(await fillOpeningHours(db)).toBeGreaterThanOrEqual(1);
    expect(await fillOpeningHours(db)).toBe(0);
    expect((await businessRow(old.id)).openingHours).toEqual(
      parseHoursText('Mon-Fri: 7AM-6PM, Sat-Sun: On call'),
    );
    expect((await businessRow(done.id)).openingHours).toEqual(edited);

    const res = await admin.device.request('/api/admin/businesses/unread-hours');
    expect(res.status).toBe(200);
    const report = (await res.json()) as { items: Array<{ name: string; note: string }> };
    expect(report.items.find((item) => item.name === name)).toMatchObject({
      hours: 'Mon-Fri: 7AM-6PM, Sat-Sun: On call',
      note: 'Sat-Sun: On call',
    });
    const signedOut = await new Device(app).request('/api/admin/businesses/unread-hours');
    expect(signedOut.status).toBe(401);
  });

  it('fills each row once when two servers start together', async () => {
    const rows = await Promise.all(
      ['Mon-Sun: 6AM-2PM', 'Tue-Sat: 10AM-6PM', 'By appointment'].map((hours) =>
        createBusiness(db, { hours }),
      ),
    );
    for (const row of rows) {
      await db.update(businesses).set({ openingHours: null }).where(eq(businesses.id, row.id));
    }
    const [a, b] = await Promise.all([fillOpeningHours(db), fillOpeningHours(db)]);
    expect(a + b).toBe(rows.length);
    for (const row of rows) {
      expect((await businessRow(row.id)).openingHours).toEqual(parseHoursText(row.hours));
    }
  });

  it('keeps the text form as the import and export write it', () => {
    expect(formatHoursText(parseHoursText(HOLIDAY_WEEK))).toBe(HOLIDAY_WEEK);
  });
});
