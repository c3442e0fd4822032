import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '#domain/businesses.js';
import type { CityBusinessesPage } from '#domain/cities.js';
import { IMAGE_SIZES } from '#domain/images.js';
import { PHOTO_STRIP } from '#domain/photo-strip.js';
import { cityPreloads, profilePreloads, staticPagePreloads } from './page-preloads.js';

describe('the preloads of a page', () => {
  it('home: its directory read and the strip photo a phone shows first', () => {
    expect(staticPagePreloads('home', '')).toEqual([
      { as: 'fetch', href: '/api/businesses/home' },
      {
        as: 'image',
        href: PHOTO_STRIP[0].src,
        srcSet: PHOTO_STRIP[0].srcSet,
        sizes: IMAGE_SIZES.stripOne,
      },
    ]);
  });

  it("/jobs: the board's first page, unless the address filters it", () => {
    expect(staticPagePreloads('jobs', '')).toEqual([
      { as: 'fetch', href: '/api/jobs?limit=10&offset=0' },
    ]);
    expect(staticPagePreloads('jobs', '?q=cook')).toEqual([]);
    expect(staticPagePreloads('about', '')).toEqual([]);
  });

  it('/events: its first page of upcoming events, unless the address filters it', () => {
    expect(staticPagePreloads('events', '')).toEqual([
      { as: 'fetch', href: '/api/events?limit=20&offset=0' },
    ]);
    expect(staticPagePreloads('events', '?city=Bryan')).toEqual([]);
  });

  it('a profile: its read as the address names it, and its first photo', () => {
    const profile = {
      image: '/uploads/b/cover.webp',
      photos: [
        {
          id: '1',
          url: '/uploads/b/p.webp',
          srcSet: '/uploads/b/p-thumb.webp 400w, /uploads/b/p.webp 1600w',
          isPrimary: true,
        },
      ],
    } as BusinessProfile;
    expect(profilePreloads('Joe’s Plumbing', profile)).toEqual([
      { as: 'fetch', href: '/api/businesses/Joe%E2%80%99s%20Plumbing' },
      {
        as: 'image',
        href: '/uploads/b/p.webp',
        srcSet: '/uploads/b/p-thumb.webp 400w, /uploads/b/p.webp 1600w',
        sizes: IMAGE_SIZES.profilePhoto,
      },
    ]);
    expect(profilePreloads('joe', { ...profile, photos: [] })).toEqual([
      { as: 'fetch', href: '/api/businesses/joe' },
      { as: 'image', href: '/uploads/b/cover.webp' },
    ]);
  });

  it("a city: its first page of cards and the first card's picture", () => {
    const page = {
      items: [{ image: 'https://cdn.example/a.jpg' }],
    } as CityBusinessesPage;
    expect(cityPreloads('college-station', page)).toEqual([
      { as: 'fetch', href: '/api/cities/college-station?limit=24&offset=0' },
      { as: 'image', href: 'https://cdn.example/a.jpg' },
    ]);
    expect(cityPreloads('nowhere', { ...page, items: [] })).toEqual([
      { as: 'fetch', href: '/api/cities/nowhere?limit=24&offset=0' },
    ]);
  });
});
