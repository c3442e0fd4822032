import type { ManagedEvent, OwnerEvents, PublicEvent } from '#domain/events.js';
import { anId } from './ids.js';

export function anEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
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
    ...overrides,
  };
}

/** An owner's event as the portal and the admins see it. */
export function aManagedEvent(overrides: Partial<ManagedEvent> = {}): ManagedEvent {
  return {
    ...anEvent(overrides),
    status: 'pending',
    adminNotes: null,
    photoId: null,
    businessId: anId(),
    createdAt: '2099-01-01T00:00:00.000Z',
    approvedAt: null,
    ...overrides,
  };
}

/** GET /api/portal/events: a Texas Gold owner's events unless told otherwise. */
export function anOwnerEvents(items: ManagedEvent[], eventsPerMonth = 1): OwnerEvents {
  return { items, eventsPerMonth, upgradePlan: 'Texas Gold' };
}
