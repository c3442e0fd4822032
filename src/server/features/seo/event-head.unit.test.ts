import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '#domain/events.js';
import { instantOfLocal } from '#domain/time.js';
import { jsonForScriptElement } from '../../platform/web-shell.js';
import { aPublicEvent } from '../../test/events.js';
import { eventHead, eventJsonLd } from './event-head.js';
import { summarize } from './seo.service.js';

const config = {
  publicUrl: 'https://bcslocal.example',
  public: { siteName: 'BCS Local' },
} as Parameters<typeof eventHead>[0];
const FALLBACK = '/default-business.svg';

function anEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return aPublicEvent({
    title: 'Kolache Tasting',
    description: 'Six fillings, one winner.',
    imageUrl: '/uploads/businesses/b/photo.webp',
    startsAt: (instantOfLocal('2027-03-31T19:00') as Date).toISOString(),
    endsAt: (instantOfLocal('2027-03-31T21:00') as Date).toISOString(),
    priceCents: 1250,
    updatedAt: '2027-01-02T15:00:00.000Z',
    revision: 0,
    ...overrides,
  });
}

type Json = Record<string, unknown>;

/**
 * What Google's event rich results require (developers.google.com/search/docs/
 * appearance/structured-data/event): an Event with name, startDate (ISO 8601 with
 * an offset) and a location that is a Place with a name and a PostalAddress.
 */
function googleEventProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data['@type'] !== 'Event') problems.push('@type is not Event');
  if (typeof data.name !== 'string' || !data.name) problems.push('name missing');
  const withOffset = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?[+-]\d\d:\d\d$/;
  if (!withOffset.test(String(data.startDate))) problems.push('startDate without an offset');
  if (data.endDate !== undefined && !withOffset.test(String(data.endDate))) {
    problems.push('endDate without an offset');
  }
  const location = data.location as Json | undefined;
  if (location?.['@type'] !== 'Place') problems.push('location is not a Place');
  const address = location?.address as Json | undefined;
  if (address?.['@type'] !== 'PostalAddress') problems.push('location has no PostalAddress');
  if (!address?.addressLocality || !address?.addressRegion || !address?.addressCountry) {
    problems.push('address incomplete');
  }
  const offers = data.offers as Json | undefined;
  if (offers && (!offers.price || !offers.priceCurrency || !offers.url))
    problems.push('offers incomplete');
  return problems;
}

describe('eventJsonLd', () => {
  it("has Google's required fields and the issue's: organizer, status, offers", () => {
    const data = eventJsonLd(config, anEvent(), FALLBACK) as Json;
    expect(googleEventProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kolache Tasting',
      url: 'https://bcslocal.example/events/5b0e7c1e-7a55-4b9a-9d59-2a0a1b1c2d3e',
      // 7 PM on March 31 is daylight time: UTC-5.
      startDate: '2027-03-31T19:00:00-05:00',
      endDate: '2027-03-31T21:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Blue Bell Bakery',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100 Main St',
          addressLocality: 'Bryan',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      image: ['https://bcslocal.example/uploads/businesses/b/photo.webp'],
      organizer: {
        '@type': 'LocalBusiness',
        name: 'Blue Bell Bakery',
        url: 'https://bcslocal.example/business/blue-bell-bakery',
      },
      offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'USD' },
      isAccessibleForFree: false,
    });
  });

  it('marks a cancelled event, a free one, and BCS Local as the organizer of its own', () => {
    const data = eventJsonLd(
      config,
      anEvent({
        cancelled: true,
        priceCents: 0,
        imageUrl: null,
        organizer: { name: 'BCS Local', slug: null },
        startsAt: (instantOfLocal('2027-01-15T18:00') as Date).toISOString(),
        endsAt: null,
      }),
      FALLBACK,
    ) as Json;
    expect(googleEventProblems(data)).toEqual([]);
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data.startDate).toBe('2027-01-15T18:00:00-06:00');
    expect(data.endDate).toBeUndefined();
    expect(data.organizer).toEqual({
      '@type': 'Organization',
      name: 'BCS Local',
      url: 'https://bcslocal.example',
    });
    expect(data.offers).toMatchObject({ price: '0.00' });
    expect(data.isAccessibleForFree).toBe(true);
    expect(data.image).toEqual(['https://bcslocal.example/default-business.svg']);
  });

  it('leaves offers out when the price was not given', () => {
    const data = eventJsonLd(config, anEvent({ priceCents: null }), FALLBACK) as Json;
    expect(data.offers).toBeUndefined();
    expect(googleEventProblems(data)).toEqual([]);
  });
});

describe('eventHead', () => {
  it('describes the event for search and sharing, and keeps typed HTML inert', () => {
    const head = eventHead(config, anEvent({ title: '</script><b>Party</b>' }), {
      summarize,
      fallbackImage: FALLBACK,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(head.title).toBe('</script><b>Party</b> – BCS Local');
    expect(head.canonicalUrl).toBe(
      'https://bcslocal.example/events/5b0e7c1e-7a55-4b9a-9d59-2a0a1b1c2d3e',
    );
    expect(head.description).toBe(
      'Wed, Mar 31, 7:00 PM at Blue Bell Bakery, Bryan. $12.50. Six fillings, one winner.',
    );
    expect(head.openGraph).toMatchObject({
      title: '</script><b>Party</b>',
      image: 'https://bcslocal.example/uploads/businesses/b/photo.webp',
    });
    expect(head.robots).toBeUndefined();
    expect(jsonForScriptElement(head.jsonLd)).not.toContain('</script>');
  });

  it('keeps a past event out of search results', () => {
    const head = eventHead(config, anEvent(), {
      summarize,
      fallbackImage: FALLBACK,
      now: new Date('2027-05-01T00:00:00Z'),
    });
    expect(head.robots).toBe('noindex');
  });
});
