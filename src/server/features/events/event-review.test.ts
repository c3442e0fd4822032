import { describe, expect, it } from 'vitest';
import type { AdminEventList, OwnerEvents, PublicEvent } from '#domain/events.js';
import { Device, errorOf, signedInAdmin } from '../../test/accounts.js';
import { eventInput, localIn, midMonthIn } from '../../test/events.js';
import { eventsTestContext, type Posted } from '../../test/events-context.js';
import { auditRowsOf } from '../../test/factories.js';

const { ctx, app, db, admin, goldOwner, created, decide, publicIds } = await eventsTestContext();

describe('editing and cancelling', () => {
  it('sends an edited approved event back to review and off /events', async () => {
    const owner = await goldOwner();
    const event = await created(owner.device);
    await decide(event.id, 'approved');
    expect(await publicIds()).toContain(event.id);
    const res = await owner.device.request(`/api/portal/events/${event.id}`, {
      method: 'PUT',
      json: eventInput({
        title: 'Trivia Night, new date',
        startsAt: localIn(11),
        endsAt: localIn(11, '22:00'),
      }),
    });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Posted;
    expect(edited.message).toBe('Event updated and sent for admin approval');
    expect(edited.event).toMatchObject({
      status: 'pending',
      approvedAt: null,
      title: 'Trivia Night, new date',
      revision: 2,
    });
    expect(await publicIds()).not.toContain(event.id);
  });

  it('lets an edit keep its own month but not move into a taken one', async () => {
    const owner = await goldOwner();
    const may = await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(1), endsAt: midMonthIn(1, '20:00') }),
    );
    await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(2), endsAt: midMonthIn(2, '20:00') }),
    );
    const same = await owner.device.request(`/api/portal/events/${may.id}`, {
      method: 'PUT',
      json: eventInput({ startsAt: midMonthIn(1, '10:00'), endsAt: midMonthIn(1, '12:00') }),
    });
    expect(same.status).toBe(200);
    const taken = await owner.device.request(`/api/portal/events/${may.id}`, {
      method: 'PUT',
      json: eventInput({ startsAt: midMonthIn(2, '10:00'), endsAt: midMonthIn(2, '12:00') }),
    });
    expect((await errorOf(taken)).status).toBe(409);
  });

  it('cancels: a published event stays listed, marked, and its month is free again', async () => {
    const owner = await goldOwner();
    const event = await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(1), endsAt: midMonthIn(1, '20:00') }),
    );
    await decide(event.id, 'approved');
    const res = await owner.device.post(`/api/portal/events/${event.id}/cancel`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Posted).message).toBe('Event cancelled');
    const shown = (await (await app.request(`/api/events/${event.id}`)).json()) as PublicEvent;
    expect(shown.cancelled).toBe(true);
    await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(1, '09:00'), endsAt: midMonthIn(1, '10:00') }),
    );
    const again = await owner.device.post(`/api/portal/events/${event.id}/cancel`);
    expect(await errorOf(again)).toEqual({
      status: 409,
      code: 'conflict',
      message: 'An event that is Cancelled cannot be changed to Cancelled.',
    });
    const edit = await owner.device.request(`/api/portal/events/${event.id}`, {
      method: 'PUT',
      json: eventInput(),
    });
    expect((await errorOf(edit)).message).toBe(
      'An event that is Cancelled can no longer be edited.',
    );
  });

  it("answers another business's event as not found", async () => {
    const owner = await goldOwner();
    const other = await goldOwner();
    const event = await created(owner.device);
    const edit = await other.device.request(`/api/portal/events/${event.id}`, {
      method: 'PUT',
      json: eventInput(),
    });
    expect(await errorOf(edit)).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Event not found',
    });
    const cancel = await other.device.post(`/api/portal/events/${event.id}/cancel`);
    expect((await errorOf(cancel)).status).toBe(404);
  });
});

describe('the admin', () => {
  it('lists events by status with counts, the oldest pending first', async () => {
    const owner = await goldOwner();
    const first = await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(1), endsAt: midMonthIn(1, '20:00') }),
    );
    const second = await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(2), endsAt: midMonthIn(2, '20:00') }),
    );
    const res = await admin.device.request('/api/admin/events?status=pending&limit=100');
    expect(res.status).toBe(200);
    const list = (await res.json()) as AdminEventList;
    const ids = list.items.map((e) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.counts.pending).toBe(list.total);
    expect(Object.keys(list.counts)).toEqual(['pending', 'approved', 'rejected', 'cancelled']);
  });

  it('rejects with a note the owner sees; a rejected event can be fixed and sent again', async () => {
    const owner = await goldOwner();
    const event = await created(owner.device);
    const res = await decide(event.id, 'rejected', 'Please add the address.');
    expect(((await res.json()) as Posted).message).toBe('Event rejected successfully');
    const mine = (await (await owner.device.request('/api/portal/events')).json()) as OwnerEvents;
    expect(mine.items[0]).toMatchObject({
      status: 'rejected',
      adminNotes: 'Please add the address.',
    });
    const fixed = await owner.device.request(`/api/portal/events/${event.id}`, {
      method: 'PUT',
      json: eventInput(),
    });
    expect(((await fixed.json()) as Posted).event.status).toBe('pending');
  });

  it('refuses moves the table does not have', async () => {
    const owner = await goldOwner();
    const event = await created(owner.device);
    expect(await errorOf(await decide(event.id, 'cancelled'))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'An event that is Pending Review cannot be changed to Cancelled.',
    });
    await decide(event.id, 'approved');
    expect((await errorOf(await decide(event.id, 'rejected'))).message).toBe(
      'An event that is Approved cannot be changed to Rejected.',
    );
    const down = await decide(event.id, 'cancelled', 'Venue closed');
    expect(((await down.json()) as Posted).message).toBe('Event cancelled successfully');
  });

  it('processes one decision at a time: two admins at once get one 200 and one 409', async () => {
    const owner = await goldOwner();
    const event = await created(owner.device);
    const other = await signedInAdmin(app, ctx);
    const answers = await Promise.all([
      decide(event.id, 'approved'),
      other.device.post(`/api/admin/events/${event.id}/status`, {
        status: 'rejected',
        notes: null,
      }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const audits = await auditRowsOf(db, 'admin_event_status_changed', event.id);
    expect(audits).toHaveLength(1);
  });

  it('refuses owners and signed-out callers', async () => {
    const owner = await goldOwner();
    expect((await owner.device.request('/api/admin/events')).status).toBe(403);
    expect((await new Device(app).request('/api/admin/events')).status).toBe(401);
    const res = await owner.device.post(`/api/admin/events/${crypto.randomUUID()}/status`, {
      status: 'approved',
    });
    expect(res.status).toBe(403);
    expect((await decide(crypto.randomUUID(), 'approved')).status).toBe(404);
  });
});
