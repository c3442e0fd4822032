import { describe, expect, it } from 'vitest';
import type { OwnerEvents } from '#domain/events.js';
import { Device, errorOf, ownerWithBusiness } from '../../test/accounts.js';
import { at, eventInput, localIn, midMonthIn, nextMarchYear } from '../../test/events.js';
import { eventsTestContext, type Posted } from '../../test/events-context.js';
import { auditRowsOf, createBusiness, createPhoto } from '../../test/factories.js';

const { app, db, admin, goldOwner, post, created, decide, publicIds } = await eventsTestContext();

describe('submitting an event', () => {
  it('saves a Texas Gold event pending review; it is public once an admin approves it', async () => {
    const owner = await goldOwner();
    const res = await post(
      owner.device,
      eventInput({ title: 'Kolache Tasting', admission: 'paid', price: '12.50' }),
    );
    expect(res.status).toBe(201);
    const { message, event } = (await res.json()) as Posted;
    expect(message).toBe('Event submitted for admin approval');
    expect(event).toMatchObject({
      title: 'Kolache Tasting',
      status: 'pending',
      priceCents: 1250,
      venue: 'The Back Room',
      businessId: owner.business.id,
      organizer: { name: owner.business.name, slug: owner.business.slug },
    });
    expect(event.startsAt).toBe(at(localIn(10, '19:00')).toISOString());
    expect(await publicIds()).not.toContain(event.id);

    const approved = await decide(event.id, 'approved', 'Looks great');
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as Posted).message).toBe('Event approved successfully');
    expect(await publicIds()).toContain(event.id);
    expect(await publicIds(`?business=${owner.business.slug}`)).toEqual([event.id]);

    const mine = (await (await owner.device.request('/api/portal/events')).json()) as OwnerEvents;
    expect(mine.eventsPerMonth).toBe(1);
    expect(mine.items.map((e) => [e.id, e.status, e.adminNotes])).toEqual([
      [event.id, 'approved', 'Looks great'],
    ]);
    const [audit] = await auditRowsOf(db, 'event_submitted', event.id);
    expect(audit.actorUserId).toBeTruthy();
  });

  it.each(['free', 'silver'] as const)(
    'refuses a %s listing and says which plan has events',
    async (plan) => {
      const owner = await ownerWithBusiness(app, db, { plan });
      expect(await errorOf(await post(owner.device))).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'Events are part of the Texas Gold plan. Upgrade to publish an event each month.',
      });
      const mine = (await (await owner.device.request('/api/portal/events')).json()) as OwnerEvents;
      expect(mine).toEqual({ items: [], eventsPerMonth: 0, upgradePlan: 'Texas Gold' });
    },
  );

  it('refuses a second event in the same month, naming the month; another month is fine', async () => {
    const owner = await goldOwner();
    await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(2), endsAt: midMonthIn(2, '20:00') }),
    );
    const second = await post(
      owner.device,
      eventInput({
        startsAt: midMonthIn(2, '09:00').replace('-15T', '-03T'),
        endsAt: midMonthIn(2, '10:00').replace('-15T', '-03T'),
      }),
    );
    const month = new Date(`${midMonthIn(2).slice(0, 7)}-15T12:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await errorOf(second)).toEqual({
      status: 409,
      code: 'conflict',
      message: `You already have an event in ${month}. Texas Gold includes 1 event per calendar month (by its start, College Station time).`,
    });
    await created(
      owner.device,
      eventInput({ startsAt: midMonthIn(3), endsAt: midMonthIn(3, '20:00') }),
    );
  });

  it('gives two tabs submitting at once one event and one clear refusal', async () => {
    const owner = await goldOwner();
    const input = eventInput({ startsAt: midMonthIn(4), endsAt: midMonthIn(4, '21:00') });
    const answers = await Promise.all([
      post(owner.device, { ...input, title: 'Tab one' }),
      post(owner.device, { ...input, title: 'Tab two' }),
      post(owner.device, { ...input, title: 'Tab three' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const refusal = await errorOf(answers.find((r) => r.status === 409) as Response);
    expect(refusal.message).toMatch(/^You already have an event in /);
    const mine = (await (await owner.device.request('/api/portal/events')).json()) as OwnerEvents;
    expect(mine.items).toHaveLength(1);
  });

  it('counts the month by the start in College Station across the change to daylight time', async () => {
    const owner = await goldOwner();
    const year = nextMarchYear();
    // 11:30 PM on March 31 (CDT) is April 1 in UTC, yet a March event.
    const lateMarch = await created(
      owner.device,
      eventInput({ startsAt: `${year}-03-31T23:30`, endsAt: `${year}-04-01T00:15` }),
    );
    expect(lateMarch.startsAt).toBe(`${year}-04-01T04:30:00.000Z`);
    // 12:30 AM on April 1 is April: allowed.
    await created(
      owner.device,
      eventInput({ startsAt: `${year}-04-01T00:30`, endsAt: `${year}-04-01T02:00` }),
    );
    // 11:30 PM on February 28 (CST) is March 1 in UTC, yet a February event: allowed.
    const lateFebruary = await created(
      owner.device,
      eventInput({ startsAt: `${year}-02-28T23:30`, endsAt: `${year}-02-28T23:59` }),
    );
    expect(lateFebruary.startsAt).toBe(`${year}-03-01T05:30:00.000Z`);
    // Mid-March, before and after the clocks change: March is taken.
    for (const day of ['03', '20']) {
      const res = await post(
        owner.device,
        eventInput({ startsAt: `${year}-03-${day}T10:00`, endsAt: `${year}-03-${day}T12:00` }),
      );
      expect((await errorOf(res)).message).toMatch(
        new RegExp(`^You already have an event in March ${year}\\.`),
      );
    }
  });

  it('refuses a sixth upcoming event', async () => {
    const owner = await goldOwner();
    for (let month = 1; month <= 5; month++) {
      await created(
        owner.device,
        eventInput({ startsAt: midMonthIn(month), endsAt: midMonthIn(month, '20:00') }),
      );
    }
    expect(
      await errorOf(
        await post(
          owner.device,
          eventInput({ startsAt: midMonthIn(6), endsAt: midMonthIn(6, '20:00') }),
        ),
      ),
    ).toEqual({
      status: 409,
      code: 'conflict',
      message: 'You can have at most 5 upcoming events at a time.',
    });
  });

  it.each([
    [
      { startsAt: localIn(5, '20:00'), endsAt: localIn(5, '19:00') },
      'endsAt',
      'The end must be after the start.',
    ],
    [
      { startsAt: localIn(-1, '20:00'), endsAt: localIn(-1, '22:00') },
      'startsAt',
      'The start must be in the future.',
    ],
    [
      { startsAt: localIn(5, '20:00'), endsAt: localIn(25, '20:00') },
      'endsAt',
      'An event can last at most 14 days.',
    ],
    [
      { startsAt: 'next friday', endsAt: localIn(5, '20:00') },
      'startsAt',
      'Enter a date and time (YYYY-MM-DDTHH:MM).',
    ],
    [{ startsAt: '', endsAt: localIn(5, '20:00') }, 'startsAt', 'Start is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be no more than 120 characters long'],
    [{ venue: '' }, 'venue', 'Venue is required'],
    [
      { url: 'javascript:alert(1)' },
      'url',
      'Please enter a full web address starting with http:// or https://',
    ],
    [{ admission: 'paid', price: '' }, 'price', 'Enter the price, or choose Free.'],
    [
      { admission: 'paid', price: '-5' },
      'price',
      'The price must be an amount in dollars from $0.01 to $10,000.',
    ],
  ] as const)(
    'refuses bad input %# with a clear message on its field',
    async (overrides, field, message) => {
      const owner = await goldOwner();
      const res = await post(owner.device, eventInput(overrides));
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { message: string; fields?: Record<string, string> };
      };
      expect(body.error.message).toBe(message);
      expect(body.error.fields?.[field]).toBe(message);
    },
  );

  it('refuses a time the clocks skip when daylight time starts', async () => {
    const owner = await goldOwner();
    const year = nextMarchYear();
    // The second Sunday of March.
    const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const sunday = 1 + ((7 - first) % 7) + 7;
    const day = `${year}-03-${String(sunday).padStart(2, '0')}`;
    const res = await post(
      owner.device,
      eventInput({ startsAt: `${day}T02:30`, endsAt: `${day}T05:00` }),
    );
    expect((await errorOf(res)).message).toBe(
      'That time does not exist in College Station: the clocks skip it when daylight saving time starts. Choose another time.',
    );
  });

  it('keeps HTML as the text it was typed', async () => {
    const owner = await goldOwner();
    const title = '<script>alert("x")</script> & <b>Friends</b>';
    const event = await created(
      owner.device,
      eventInput({ title, description: '<img src=x onerror=alert(1)>' }),
    );
    expect(event.title).toBe(title);
    expect(event.description).toBe('<img src=x onerror=alert(1)>');
  });

  it("takes the portal form's values as its fields hold them: blanks are not given, a price is text", async () => {
    const owner = await goldOwner();
    const unstated = await created(
      owner.device,
      eventInput({ url: '', photoId: '', admission: 'unstated', price: '' }),
    );
    expect(unstated).toMatchObject({ url: null, photoId: null, imageUrl: null, priceCents: null });
    // A price left in its box after choosing Free is not kept.
    const free = await created(
      owner.device,
      eventInput({
        startsAt: midMonthIn(2),
        endsAt: midMonthIn(2, '20:00'),
        admission: 'free',
        price: '12.50',
      }),
    );
    expect(free.priceCents).toBe(0);
  });

  it("takes only one of the business's own approved photos", async () => {
    const owner = await goldOwner();
    const approved = await createPhoto(db, owner.business.id);
    const pending = await createPhoto(db, owner.business.id, { approvalStatus: 'pending' });
    const other = await createBusiness(db);
    const theirs = await createPhoto(db, other.id);
    for (const photo of [pending, theirs]) {
      const res = await post(owner.device, eventInput({ photoId: photo.id }));
      expect(await errorOf(res)).toEqual({
        status: 400,
        code: 'validation',
        message: 'Choose one of your approved photos.',
      });
    }
    const event = await created(owner.device, eventInput({ photoId: approved.id }));
    expect(event.photoId).toBe(approved.id);
    expect(event.imageUrl).toBe(approved.filePath);
  });

  it('answers an owner without a business and a signed-out visitor clearly', async () => {
    const signedOut = await new Device(app).post('/api/portal/events', eventInput());
    expect(signedOut.status).toBe(401);
    const adminTry = await admin.device.post('/api/portal/events', eventInput());
    expect(adminTry.status).toBe(403);
  });
});
