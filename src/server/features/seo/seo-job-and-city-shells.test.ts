import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../test/factories.js';
import { decode, jsonLdOf, metaContent, seoTestSetup, tag, titleOf } from './seo.test-setup.js';

const { PUBLIC_URL, db, page, readSitemap } = await seoTestSetup();

describe('the HTML shell of a job', () => {
  it('has the job in its title and a JobPosting with the fields Google requires', async () => {
    const business = await createBusiness(db, { plan: 'silver', name: `Aggie Diner ${tag()}` });
    const job = await createJob(db, business.id, {
      title: 'Line Cook',
      companyName: business.name,
      location: 'Bryan, TX',
      jobType: 'part_time',
      salaryMin: 30000,
      salaryMax: 38000,
      applicationDeadline: '2099-01-31',
      requiredSkills: ['Food safety'],
    });
    const res = await page(`/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(decode(titleOf(res.html))).toBe(`Line Cook at ${business.name} – BCS Local`);
    expect(metaContent(res.html, 'description')).toContain('Line Cook at');
    const ld = jsonLdOf(res.html);
    // Google for Jobs: title, description, datePosted, hiringOrganization, jobLocation required.
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Line Cook',
      description: expect.stringContaining('Food safety'),
      datePosted: job.createdAt.toISOString(),
      validThrough: '2099-02-01T05:59:59.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: business.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bryan',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 38000, unitText: 'YEAR' },
      },
    });
    expect(ld.hiringOrganization.sameAs).toMatch(/^https:\/\//);
    expect((await readSitemap()).xml).toContain(`${PUBLIC_URL}/jobs/${job.id}</loc>`);
  });

  it('marks a remote job TELECOMMUTE and answers a closed job with 404', async () => {
    const business = await createBusiness(db, { plan: 'silver' });
    const remote = await createJob(db, business.id, { isRemote: true });
    expect(jsonLdOf((await page(`/jobs/${remote.id}`)).html)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
    const paused = await createJob(db, business.id, { status: 'paused' });
    for (const path of [`/jobs/${paused.id}`, '/jobs/not-a-uuid']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(titleOf(res.html)).toContain('Job Not Found');
    }
    expect((await readSitemap()).xml).not.toContain(paused.id);
  });
});

describe('the HTML shell of a city page', () => {
  it('describes the businesses of the city, with an ItemList of LocalBusiness', async () => {
    const city = `Shell City ${tag()}`;
    const slug = city.toLowerCase().replace(/ /g, '-');
    const best = await createBusiness(db, { city, rating: 4.8, category: 'Restaurants' });
    await createBusiness(db, { city, rating: 3.9, category: 'Gyms' });
    const { status, html } = await page(`/city/${slug}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Businesses in ${city} – BCS Local`);
    expect(metaContent(html, 'description')).toContain(
      `Browse 2 local businesses in ${city}, Texas: Restaurants, Gyms and more.`,
    );
    expect(metaContent(html, 'og:title')).toBe(`Businesses in ${city}`);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/city/${slug}`);
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/bcs\.example\//);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(jsonLd.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'LocalBusiness',
        name: best.name,
        url: `${PUBLIC_URL}/business/${best.slug}`,
      },
    });
  });

  it('serves an empty city with 200, its empty text and noindex', async () => {
    const { status, html } = await page('/city/nowhere-ville');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Businesses in Nowhere Ville – BCS Local');
    expect(metaContent(html, 'description')).toBe(
      'No businesses found in Nowhere Ville yet. Check back soon!',
    );
    expect(metaContent(html, 'robots')).toBe('noindex');
  });
});
