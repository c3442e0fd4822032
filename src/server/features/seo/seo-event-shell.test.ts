import { describe, expect, it } from 'vitest';
import { createEventRow, DAY, HOUR } from '../../test/events.js';
import { createBusiness } from '../../test/factories.js';
import { decode, jsonLdOf, metaContent, seoTestSetup, tag, titleOf } from './seo.test-setup.js';

const { PUBLIC_URL, db, page, readSitemap } = await seoTestSetup();

describe('the HTML shell of an event', () => {
  it('has the event in its title, Open Graph tags and an Event with the fields Google requires, and is in the sitemap', async () => {
    const business = await createBusiness(db, {
      plan: 'texas_gold',
      name: `Kolache Corner ${tag()}`,
    });
    const event = await createEventRow(db, {
      businessId: business.id,
      title: `Kolache Night ${tag()}`,
      location: 'Kolache Corner Patio',
      address: '200 Main St',
      city: 'Bryan',
      priceCents: 500,
      startsAt: new Date(Date.now() + 10 * DAY),
    });
    const res = await page(`/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(decode(titleOf(res.html))).toBe(`${event.title} – BCS Local`);
    expect(decode(metaContent(res.html, 'og:title') ?? '')).toBe(event.title);
    expect(metaContent(res.html, 'og:url')).toBe(`${PUBLIC_URL}/events/${event.id}`);
    // What the page fetches first is named in its head.
    expect(res.html).toContain(`href="/api/events/${event.id}"`);
    expect(jsonLdOf(res.html)).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/),
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Kolache Corner Patio',
        address: { streetAddress: '200 Main St', addressLocality: 'Bryan' },
      },
      organizer: { name: business.name, url: `${PUBLIC_URL}/business/${business.slug}` },
      offers: { price: '5.00', priceCurrency: 'USD' },
    });
    expect((await readSitemap()).xml).toContain(`${PUBLIC_URL}/events/${event.id}</loc>`);
  });

  it('answers a pending, an unknown and a malformed event with 404, and keeps them out of the sitemap', async () => {
    const business = await createBusiness(db, { plan: 'texas_gold' });
    const pending = await createEventRow(db, { businessId: business.id, status: 'pending' });
    const ended = await createEventRow(db, {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - 3 * DAY + 2 * HOUR),
    });
    for (const path of [
      `/events/${pending.id}`,
      '/events/7f4c2d8e-0d6a-4c1e-9a3b-2f6e1d0c9b8a',
      '/events/not-a-uuid',
    ]) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(titleOf(res.html)).toContain('Event Not Found');
      expect(metaContent(res.html, 'robots')).toBe('noindex');
    }
    // An event that is over keeps its page for old links, out of search results.
    const over = await page(`/events/${ended.id}`);
    expect(over.status).toBe(200);
    expect(metaContent(over.html, 'robots')).toBe('noindex');
    const { xml } = await readSitemap();
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain(ended.id);
  });
});
