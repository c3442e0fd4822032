/**
 * The owner events' API tests' server (event-submissions.test.ts,
 * event-review.test.ts): its own database, a signed-in admin, and the calls both use.
 */
import { expect } from 'vitest';
import type { ManagedEvent, PublicEvent } from '#domain/events.js';
import type { Page } from '#domain/paging.js';
import { type Device, ownerWithBusiness, signedInAdmin } from './accounts.js';
import { eventInput } from './events.js';
import { createTestContext } from './test-app.js';

export type Posted = { message: string; event: ManagedEvent };

export async function eventsTestContext() {
  const ctx = await createTestContext();
  const { app, database } = ctx;
  const { db } = database;
  const admin = await signedInAdmin(app, ctx);

  const goldOwner = () => ownerWithBusiness(app, db, { plan: 'texas_gold' });

  async function post(device: Device, input = eventInput()) {
    return device.post('/api/portal/events', input);
  }

  async function created(device: Device, input = eventInput()): Promise<ManagedEvent> {
    const res = await post(device, input);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as Posted).event;
  }

  async function decide(id: string, status: string, notes: string | null = null) {
    return admin.device.post(`/api/admin/events/${id}/status`, { status, notes });
  }

  async function publicIds(query = '?limit=100'): Promise<string[]> {
    const res = await app.request(`/api/events${query}`);
    return ((await res.json()) as Page<PublicEvent>).items.map((e) => e.id);
  }

  return { ctx, app, db, admin, goldOwner, post, created, decide, publicIds };
}
