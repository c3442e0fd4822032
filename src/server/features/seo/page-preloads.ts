/**
 * What a page requests first, named in its head (issue 13 point 5): its data, so the
 * browser fetches it while the page's code downloads, and the picture a phone shows
 * largest at first (its LCP element), at high priority. Each address is the one the
 * page itself will ask for (domain/page-data.ts, the same srcset and sizes as its
 * <img>), or the browser would fetch twice.
 */
import type { BusinessProfile } from '#domain/businesses.js';
import type { CityBusinessesPage } from '#domain/cities.js';
import { IMAGE_SIZES } from '#domain/images.js';
import {
  businessProfilePath,
  cityBusinessesPath,
  eventListPath,
  HOME_DIRECTORY_PATH,
  jobBoardPath,
} from '#domain/page-data.js';
import { PHOTO_STRIP } from '#domain/photo-strip.js';
import type { PageKey } from '#domain/routes.js';
import type { HeadPreload } from '../../platform/web-shell.js';

const [firstStripPhoto] = PHOTO_STRIP;

/**
 * The home page's first read and its strip's first photo; the first page of /jobs and
 * of /events, when the address has no filters of its own (`search` is the page
 * address's query).
 */
export function staticPagePreloads(page: PageKey, search: string): HeadPreload[] {
  if (page === 'home') {
    return [
      { as: 'fetch', href: HOME_DIRECTORY_PATH },
      {
        as: 'image',
        href: firstStripPhoto.src,
        srcSet: firstStripPhoto.srcSet,
        sizes: IMAGE_SIZES.stripOne,
      },
    ];
  }
  if (page === 'jobs' && !search) return [{ as: 'fetch', href: jobBoardPath({}, 0) }];
  if (page === 'events' && !search) return [{ as: 'fetch', href: eventListPath({}, 0) }];
  return [];
}

/** The profile as `param` names it, and its first photo (the carousel's first slide). */
export function profilePreloads(param: string, profile: BusinessProfile): HeadPreload[] {
  const preloads: HeadPreload[] = [{ as: 'fetch', href: businessProfilePath(param) }];
  const [photo] = profile.photos;
  if (photo) {
    preloads.push({
      as: 'image',
      href: photo.url,
      ...(photo.srcSet ? { srcSet: photo.srcSet, sizes: IMAGE_SIZES.profilePhoto } : {}),
    });
  } else if (profile.image) {
    preloads.push({ as: 'image', href: profile.image });
  }
  return preloads;
}

/**
 * The city's first page of cards as `param` names it, and the first card's picture; the
 * cards' read only when the address has no filters of its own (`search`: Open now, Near
 * me), whose read the browser makes differently.
 */
export function cityPreloads(param: string, page: CityBusinessesPage, search = ''): HeadPreload[] {
  const preloads: HeadPreload[] = search
    ? []
    : [{ as: 'fetch', href: cityBusinessesPath(param, 0) }];
  const [first] = page.items;
  if (first?.image) {
    preloads.push({
      as: 'image',
      href: first.image,
      ...(first.imageSrcSet ? { srcSet: first.imageSrcSet, sizes: IMAGE_SIZES.card } : {}),
    });
  }
  return preloads;
}
