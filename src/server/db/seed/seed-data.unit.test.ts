import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#domain/categories.js';
import { JOB_CATEGORIES, JOB_TYPES } from '#domain/jobs.js';
import { PHOTO_STRIP } from '#domain/photo-strip.js';
import { PLANS } from '#domain/plans.js';
import { isUuid, slugify, uniqueSlug } from '#domain/slug.js';
import { BUSINESSES } from './businesses.data.js';
import { DEMO_BUSINESSES } from './demo-businesses.js';
import { upcomingEvents } from './events.data.js';
import { businessPictureSvg, initialsOf } from './images/business-art.js';
import { JOBS } from './jobs.data.js';

const ALL = [...DEMO_BUSINESSES, ...BUSINESSES];
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ["Joe's Brazos Plumbing", 'joes-brazos-plumbing'],
    ['Maroon & Gold Grill', 'maroon-gold-grill'],
    ['  Café Olé -- Bryan!  ', 'cafe-ole-bryan'],
    ['!!!', 'business'],
    ['', 'business'],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('stays within 80 characters and the database format', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_FORMAT);
  });

  it('numbers duplicates', () => {
    const taken = new Set<string>();
    expect([uniqueSlug('A B', taken), uniqueSlug('a-b', taken), uniqueSlug('A  B', taken)]).toEqual(
      ['a-b', 'a-b-2', 'a-b-3'],
    );
  });

  it('recognises UUIDs only', () => {
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('joes-brazos-plumbing')).toBe(false);
    expect(isUuid('3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6g')).toBe(false);
  });
});

describe('seed businesses', () => {
  it('has six texas_gold demo businesses with slugs and services', () => {
    expect(DEMO_BUSINESSES).toHaveLength(6);
    for (const b of DEMO_BUSINESSES) {
      expect(b).toMatchObject({ plan: 'texas_gold', isDemo: true });
      expect(b.slug).toMatch(SLUG_FORMAT);
      expect(b.services?.length).toBeGreaterThan(3);
    }
  });

  it('covers every category with at least three listings beyond the demos', () => {
    expect(BUSINESSES.length).toBeGreaterThanOrEqual(64);
    for (const category of CATEGORIES) {
      expect(BUSINESSES.filter((b) => b.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps names unique per city and slugs unique', () => {
    const keys = ALL.map((b) => `${b.name.toLowerCase()}|${b.city.toLowerCase()}`);
    expect(new Set(keys).size).toBe(ALL.length);
    const taken = new Set<string>();
    const slugs = ALL.map((b) => uniqueSlug(b.slug ?? b.name, taken));
    expect(slugs.every((s) => SLUG_FORMAT.test(s))).toBe(true);
    expect(slugs.filter((s) => /-\d+$/.test(s))).toEqual([]);
  });

  it('stays within the database and spec ranges', () => {
    for (const b of ALL) {
      expect(b.rating).toBeGreaterThanOrEqual(3.4);
      expect(b.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(b.rating * 10)).toBe(true);
      expect(b.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      if (b.plan !== 'free') expect(Object.keys(b.socialLinks ?? {})).not.toHaveLength(0);
    }
    expect(new Set(ALL.map((b) => b.phone)).size).toBe(ALL.length);
    expect(BUSINESSES.some((b) => b.plan === 'free' && b.description.length > 100)).toBe(true);
  });

  it('shows Spanish content on a few listings, each Spanish description within its plan', () => {
    const spanish = ALL.filter((b) => b.speaksSpanish);
    expect(spanish.length).toBeGreaterThan(0);
    for (const b of ALL.filter((listing) => listing.descriptionEs)) {
      expect(b.descriptionEs?.length, b.name).toBeLessThanOrEqual(PLANS[b.plan].descriptionLimit);
    }
    expect(JOBS.some((job) => job.bilingual)).toBe(true);
  });
});

describe('seed jobs', () => {
  const planBySlug = new Map(ALL.map((b) => [b.slug ?? slugify(b.name), b.plan]));

  it('belong to silver or texas_gold businesses', () => {
    for (const job of JOBS)
      expect(['silver', 'texas_gold']).toContain(planBySlug.get(job.businessSlug));
  });

  it('cover every job type and carry the fields their application method needs', () => {
    const approved = JOBS.filter((j) => j.status === 'approved');
    expect(approved).toHaveLength(8);
    expect(new Set(approved.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    for (const job of JOBS) {
      if (job.applicationMethod === 'email') expect(job.applicationEmail).toBeTruthy();
      if (job.applicationMethod === 'external_link')
        expect(job.externalApplicationUrl).toBeTruthy();
    }
  });

  it('use the one job-category list of the board and the posting form', () => {
    for (const job of JOBS) expect(JOB_CATEGORIES).toContain(job.category);
  });
});

describe('seed pictures and events', () => {
  it('escapes business names in the SVG', () => {
    const svg = businessPictureSvg({ ...DEMO_BUSINESSES[1], services: [] }, 'cover');
    expect(svg).toContain('Maroon &amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(initialsOf("Joe's Brazos Plumbing")).toBe('JB');
    expect(initialsOf('The Knot Shop Massage')).toBe('KS');
  });

  it('lists 12 strip photos', () => {
    expect(PHOTO_STRIP).toHaveLength(12);
    expect(PHOTO_STRIP[0].src).toBe('/uploads/strip/strip-01.webp');
    expect(PHOTO_STRIP[11].src).toBe('/uploads/strip/strip-12.webp');
  });

  it('schedules events in the future, each ending after it starts', () => {
    const now = new Date('2025-03-07T23:30:00Z'); // the evening of a First Friday
    const events = upcomingEvents(now);
    expect(events).toHaveLength(6);
    for (const e of events) {
      expect(e.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(e.endsAt?.getTime()).toBeGreaterThan(e.startsAt.getTime());
    }
    const firstFriday = events.find((e) => e.title.startsWith('First Friday'));
    expect(firstFriday?.startsAt.toISOString()).toBe('2025-04-04T23:00:00.000Z'); // Apr 4, 6 PM CDT
  });
});
