import { describe, expect, it } from 'vitest';
import { createBusiness, createPhoto } from '../../test/factories.js';
import { decode, jsonLdOf, metaContent, seoTestSetup, tag, titleOf } from './seo.test-setup.js';

const { PUBLIC_URL, db, page } = await seoTestSetup();

describe('the HTML shell of a business profile', () => {
  it('has the business in its title, description, Open Graph tags and JSON-LD', async () => {
    const business = await createBusiness(db, {
      name: `Joe's Test Plumbing ${tag()}`,
      category: 'Plumbers',
      plan: 'texas_gold',
      city: 'Bryan',
      address: '1408 S Texas Ave',
      zipCode: '77802',
      phone: '(979) 555-0101',
      description: 'Licensed plumbers for the Brazos Valley since 2004.',
      // A special date long past is left out; one to come is listed.
      hours:
        'Mon-Fri: 7AM-7PM, Sat: 8:30AM-4PM, Sun: Closed, 2020-01-01: Closed, 2099-12-25: Closed (Christmas Day)',
      rating: 4.9,
      reviews: 412,
      latitude: 30.6629,
      longitude: -96.3561,
      email: 'service@joes.example',
      website: 'https://joes.example',
      socialLinks: { facebook: 'https://facebook.example/joes' },
    });
    const photo = await createPhoto(db, business.id, { isPrimary: true });
    const { status, html, headers } = await page(`/business/${business.slug}`);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(decode(titleOf(html))).toBe(`${business.name} · Plumbers in Bryan – BCS Local`);
    expect(metaContent(html, 'description')).toBe(
      'Licensed plumbers for the Brazos Valley since 2004.',
    );
    const url = `${PUBLIC_URL}/business/${business.slug}`;
    expect(decode(metaContent(html, 'og:title') ?? '')).toBe(business.name);
    expect(metaContent(html, 'og:type')).toBe('business.business');
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}${photo.filePath}`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    // The template's own description is replaced, not repeated.
    expect(html).not.toContain('Template description.');
    // The SPA still boots: its config meta tag and script are there.
    expect(html).toMatch(/<meta name="bcs-config" content="\{&quot;siteName&quot;:/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    expect(html).toContain('<div id="root"></div>');

    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: business.name,
      url,
      description: 'Licensed plumbers for the Brazos Valley since 2004.',
      image: [`${PUBLIC_URL}${photo.filePath}`],
      telephone: '(979) 555-0101',
      email: 'service@joes.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1408 S Texas Ave',
        addressLocality: 'Bryan',
        addressRegion: 'TX',
        postalCode: '77802',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.6629, longitude: -96.3561 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
          opens: '07:00',
          closes: '19:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '08:30',
          closes: '16:00',
        },
      ],
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2099-12-25',
          validThrough: '2099-12-25',
          description: 'Christmas Day',
        },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.9,
        reviewCount: 412,
        bestRating: 5,
        worstRating: 0,
      },
      sameAs: ['https://joes.example', 'https://facebook.example/joes'],
    });
  });

  it('points the canonical URL at the slug when opened by UUID', async () => {
    const business = await createBusiness(db);
    const { status, html } = await page(`/business/${business.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/business/${business.slug}">`);
  });

  it("keeps a free plan's hidden details out of the head too", async () => {
    const business = await createBusiness(db, {
      plan: 'free',
      email: 'secret@free.example',
      website: 'https://free.example',
      hours: 'Mon-Fri: 9AM-5PM',
    });
    const { html } = await page(`/business/${business.slug}`);
    expect(html).not.toContain('secret@free.example');
    expect(html).not.toContain('free.example');
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).not.toHaveProperty('email');
    expect(jsonLd).not.toHaveProperty('openingHoursSpecification');
    expect(jsonLd).not.toHaveProperty('sameAs');
    expect(jsonLd.telephone).toBe(business.phone);
    // No photo: the default image, still absolute.
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/default-business.svg`);
  });

  it('escapes a malicious business name everywhere', async () => {
    const name = `</script><script>alert(1)</script> "Bob's" & $& ${tag()}`;
    const business = await createBusiness(db, {
      name,
      description: '<img src=x onerror=alert(2)>',
    });
    const { status, html } = await page(`/business/${business.slug}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(titleOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(titleOf(html)).toContain('&quot;Bob&#39;s&quot; &amp; $&amp;');
    expect(decode(titleOf(html))).toContain(name);
    expect(decode(metaContent(html, 'og:title') ?? '')).toBe(name);
    // Only the template's module script and the JSON-LD block are scripts.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(jsonLdOf(html).name).toBe(name);
  });

  it("answers an unknown profile with 404 and 'Business Not Found', still serving the app", async () => {
    const { status, html } = await page(`/business/no-such-business-${tag()}`);
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Business Not Found – BCS Local');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('application/ld+json');
  });

  it('answers a 64 KB profile id without a 500', async () => {
    const { status } = await page(`/business/${'x'.repeat(64 * 1024)}`);
    expect(status).toBe(404);
  });
});
