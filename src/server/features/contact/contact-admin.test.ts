import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ContactSubmission, contactAdminMessages } from '#domain/contact.js';
import type { Page } from '#domain/paging.js';
import { queryRows } from '../../db/client.js';
import { contactSubmissions } from '../../db/schema/index.js';
import { adminTestContext, signedInOwner, statusAndMessageOf } from '../../test/accounts.js';

const ctx = await adminTestContext();
const { app, database, admin } = ctx;
const BASE = '/api/admin/contact-submissions';

async function submission(overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactSubmissions)
    .values({
      name: 'Riley Visitor',
      email: 'riley@example.com',
      subject: 'Listing question',
      message: 'How do I add my hours?',
      ...overrides,
    })
    .returning({ id: contactSubmissions.id });
  return row.id;
}

const patch = (id: string, json: unknown) =>
  admin.device.request(`${BASE}/${id}`, { method: 'PATCH', json });

async function auditOf(id: string) {
  return queryRows<{ action: string; metadata: Record<string, unknown> }>(
    database.db,
    sql`select action, metadata from security_events where resource_id = ${id} order by id`,
  );
}

describe('the contact submissions an admin works through', () => {
  it('lists active and archived messages newest first, paged', async () => {
    const older = await submission({ createdAt: new Date('2026-01-01T10:00:00Z') });
    const newer = await submission({ createdAt: new Date('2026-01-02T10:00:00Z') });
    const archived = await submission({ isArchived: true, archivedAt: new Date() });
    const active = (await (
      await admin.device.request(`${BASE}?limit=100`)
    ).json()) as Page<ContactSubmission>;
    const ids = active.items.map((i) => i.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(archived);
    const archivedPage = (await (
      await admin.device.request(`${BASE}?archived=true`)
    ).json()) as Page<ContactSubmission>;
    expect(archivedPage.items.map((i) => i.id)).toContain(archived);
    const one = (await (
      await admin.device.request(`${BASE}?limit=1`)
    ).json()) as Page<ContactSubmission>;
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(active.total);
  });

  it('marks a message read when opened, then responded with a time, with notes, archived and back', async () => {
    const id = await submission();
    const opened = await admin.device.request(`${BASE}/${id}`);
    expect(await opened.json()).toMatchObject({
      id,
      status: 'read',
      message: 'How do I add my hours?',
    });
    // Opening it again changes nothing and writes no second audit row.
    await admin.device.request(`${BASE}/${id}`);

    const responded = (await (
      await patch(id, { status: 'responded', adminNotes: 'Replied by phone' })
    ).json()) as ContactSubmission;
    expect(responded).toMatchObject({ status: 'responded', adminNotes: 'Replied by phone' });
    expect(Date.parse(responded.respondedAt ?? '')).not.toBeNaN();

    const archived = await admin.device.post(`${BASE}/${id}/archive`);
    expect(await archived.json()).toMatchObject({
      isArchived: true,
      archivedAt: expect.any(String),
    });
    const back = await admin.device.post(`${BASE}/${id}/unarchive`);
    expect(await back.json()).toMatchObject({ isArchived: false, archivedAt: null });

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      'admin_contact_read',
      'admin_contact_updated',
      'admin_contact_archived',
      'admin_contact_unarchived',
    ]);
    expect(audit[0].metadata).toMatchObject({
      before: { status: 'unread' },
      after: { status: 'read' },
    });
    expect(audit[1].metadata).toMatchObject({
      before: { status: 'read', adminNotes: null },
      after: { status: 'responded', adminNotes: 'Replied by phone' },
    });
  });

  it('keeps the first responded_at and writes nothing for a change that changes nothing', async () => {
    const id = await submission({ status: 'read', adminNotes: 'Called back' });
    const first = (await (await patch(id, { status: 'responded' })).json()) as ContactSubmission;
    expect(first.respondedAt).not.toBeNull();

    const again = await patch(id, { status: 'responded', adminNotes: 'Called back' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ContactSubmission).respondedAt).toBe(first.respondedAt);
    await admin.device.post(`${BASE}/${id}/unarchive`);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['admin_contact_updated']);
    expect(audit[0].metadata).toEqual({
      before: { status: 'read', respondedAt: null },
      after: { status: 'responded', respondedAt: first.respondedAt },
    });
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const id = await submission();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await statusAndMessageOf(await admin.device.request(`${BASE}/${unknown}`))).toEqual({
      status: 404,
      message: contactAdminMessages.notFound,
    });
    expect((await admin.device.request(`${BASE}/nope`)).status).toBe(400);
    expect((await admin.device.request(`${BASE}?archived=maybe`)).status).toBe(400);
    expect(await statusAndMessageOf(await patch(id, { status: 'unread' }))).toEqual({
      status: 400,
      message: 'Status can only be set to responded.',
    });
    expect((await patch(id, { adminNotes: 'n'.repeat(100_000) })).status).toBe(400);
    expect(await statusAndMessageOf(await patch(id, {}))).toEqual({
      status: 400,
      message: 'Nothing to update.',
    });
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 401 signed out and 403 to an owner', async () => {
    const owner = await signedInOwner(app);
    expect((await app.request(BASE)).status).toBe(401);
    expect((await owner.device.request(BASE)).status).toBe(403);
  });
});
