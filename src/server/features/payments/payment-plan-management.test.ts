import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionCheck } from '#domain/payments.js';
import { subscriptions } from '../../db/schema/index.js';
import { Device, errorOf, ownerWithBusiness, signedInAdmin } from '../../test/accounts.js';
import { paymentsTestSetup } from './payments.test-setup.js';

const { ctx, app, db, planOf, deliver, subscriptionEvent } = await paymentsTestSetup();

/** An owner on free who paid a test checkout for `plan`, signed in on their device. */
async function paidOwner(plan: 'silver' | 'texas_gold', billingCycle: 'monthly' | 'yearly') {
  const owner = await ownerWithBusiness(app, db, { plan: 'free' });
  const { url } = await (
    await owner.device.post('/api/payments/checkout', { plan, billingCycle })
  ).json();
  await new Device(app).request(`${url}/pay`, { method: 'POST' });
  return owner;
}

async function subscriptionOf(device: Device) {
  return (await (await device.request('/api/payments/subscription')).json()) as SubscriptionCheck;
}

describe('the test customer portal', () => {
  it('switches plan, cancels at period end and resumes, each by a signed event', async () => {
    const owner = await paidOwner('silver', 'monthly');
    const opened = await owner.device.post('/api/payments/portal', {});
    expect(opened.status).toBe(201);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/api/payments/test-portal/${owner.business.id}\\?token=`));
    const page = await (await new Device(app).request(url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Cancel at period end');
    const act = (verb: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return new Device(app).request(url.replace('?', `/${verb}?`), { method: 'POST', form });
    };

    const cancelled = await act('cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(url);
    const ending = await subscriptionOf(owner.device);
    expect(ending).toMatchObject({ planType: 'silver', cancelAtPeriodEnd: true, status: 'active' });
    expect(await (await new Device(app).request(url)).text()).toContain('Resume subscription');

    await act('resume');
    expect(await subscriptionOf(owner.device)).toMatchObject({ cancelAtPeriodEnd: false });

    await act('switch', { choice: 'texas_gold:yearly' });
    expect(await planOf(owner.business.id)).toBe('texas_gold');
    const switched = await subscriptionOf(owner.device);
    expect(switched).toMatchObject({ planType: 'texas_gold', billingCycle: 'yearly' });
    expect(switched.recentChanges[0]).toMatchObject({
      oldPlan: 'silver',
      newPlan: 'texas_gold',
      changeType: 'upgrade',
    });
    expect(await errorOf(await act('switch', { choice: 'platinum:monthly' }))).toMatchObject({
      status: 400,
      message: 'Choose the Silver or Texas Gold plan.',
    });
    // A form cut short, or multipart without its boundary, chooses nothing (it was a 500).
    const boundary = 'cut-short';
    const whole = `--${boundary}\r\nContent-Disposition: form-data; name="choice"\r\n\r\nsilver:monthly\r\n--${boundary}--\r\n`;
    for (const [contentType, body] of [
      [`multipart/form-data; boundary=${boundary}`, whole.slice(0, 50)],
      ['multipart/form-data', whole],
    ]) {
      const res = await app.request(url.replace('?', '/switch?'), {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        message: 'Choose the Silver or Texas Gold plan.',
      });
    }
    expect(await planOf(owner.business.id)).toBe('texas_gold');
  });

  it('opens only with a signed link for that business', async () => {
    const owner = await paidOwner('silver', 'yearly');
    const other = await paidOwner('silver', 'yearly');
    const { url } = (await (await owner.device.post('/api/payments/portal', {})).json()) as {
      url: string;
    };
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    for (const path of [
      `/api/payments/test-portal/${owner.business.id}`,
      `/api/payments/test-portal/${owner.business.id}?token=${token.slice(0, -2)}xx`,
      `/api/payments/test-portal/${other.business.id}?token=${encodeURIComponent(token)}`,
    ]) {
      expect(await errorOf(await new Device(app).request(path))).toMatchObject({
        status: 404,
        message: 'This link has expired. Open Manage Subscription from your portal again.',
      });
    }
    const cancel = await new Device(app).request(
      `/api/payments/test-portal/${other.business.id}/cancel?token=${encodeURIComponent(token)}`,
      { method: 'POST' },
    );
    expect(cancel.status).toBe(404);
    expect(await subscriptionOf(other.device)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('is not offered for a plan set by hand', async () => {
    const owner = await ownerWithBusiness(app, db, { plan: 'silver', paymentMethod: 'cash' });
    expect(await subscriptionOf(owner.device)).toMatchObject({ manageable: false });
    expect(await errorOf(await owner.device.post('/api/payments/portal', {}))).toMatchObject({
      status: 409,
      message: 'There is no online subscription to manage for this business.',
    });
  });
});

describe('a plan an admin sets by hand', () => {
  it('supersedes an online subscription: its later events no longer move the listing', async () => {
    const admin = await signedInAdmin(app, ctx);
    const owner = await paidOwner('silver', 'monthly');
    const { url } = (await (await owner.device.post('/api/payments/portal', {})).json()) as {
      url: string;
    };
    const changed = await admin.device.post(`/api/admin/businesses/${owner.business.id}/plan`, {
      plan: 'texas_gold',
      paymentMethod: 'promotional',
      notes: 'Chamber of Commerce raffle',
    });
    expect(changed.status).toBe(200);
    expect(await subscriptionOf(owner.device)).toMatchObject({
      planType: 'texas_gold',
      paymentMethod: 'promotional',
      manageable: false,
    });
    // The Stripe-side subscription still exists; a late event about it changes nothing.
    const [online] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, owner.business.id)))
      .orderBy(subscriptions.createdAt)
      .limit(1);
    await deliver(
      subscriptionEvent('customer.subscription.deleted', {
        id: online.stripeSubscriptionId as string,
        businessId: owner.business.id,
      }),
    );
    expect(await planOf(owner.business.id)).toBe('texas_gold');
    expect((await new Device(app).request(url)).status).toBe(404);
  });
});
