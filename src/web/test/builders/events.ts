import type { ManagedEvent, OwnerEvents, PublicEvent } from '#domain/events.js';
import { builder } from './builder.js';
import { anId } from './ids.js';

export const anEvent = builder<PublicEvent>(() => ({
  id: anId(),
  title: 'First Friday',
  description: 'Live music and late shopping downtown.',
  venue: 'Downtown Bryan',
  address: null,
  city: 'Bryan',
  url: null,
  imageUrl: null,
  startsAt: '2099-06-05T23:00:00.000Z',
  endsAt: null,
  priceCents: null,
  cancelled: false,
  organizer: { name: 'BCS Local', slug: null },
  updatedAt: '2099-01-01T00:00:00.000Z',
  revision: 0,
}));

/**
 * The evening event several screens' tests read back: 6 PM to 9 PM on Friday, June 5,
 * 2099 in College Station (UTC-5 in June), at a bakery in Bryan.
 */
export const KOLACHE_TASTING = {
  title: 'Kolache Tasting',
  description: 'Taste the new flavors.',
  startsAt: '2099-06-05T23:00:00.000Z',
  endsAt: '2099-06-06T02:00:00.000Z',
  venue: 'Blue Bell Bakery',
  address: '200 Main St',
  city: 'Bryan',
} satisfies Partial<PublicEvent>;

/** An owner's event as the portal and the admins see it. */
export const aManagedEvent = builder<ManagedEvent>((overrides) => ({
  ...anEvent(overrides),
  status: 'pending',
  adminNotes: null,
  photoId: null,
  businessId: anId(),
  createdAt: '2099-01-01T00:00:00.000Z',
  approvedAt: null,
}));

/** GET /api/portal/events: a Texas Gold owner's events unless told otherwise. */
export function anOwnerEvents(items: ManagedEvent[], eventsPerMonth = 1): OwnerEvents {
  return { items, eventsPerMonth, upgradePlan: 'Texas Gold' };
}
