import type { AdminPhoto, OwnerPhoto } from '#domain/photos.js';
import { BAKERY } from './businesses.js';
import { A_DATE, anId } from './ids.js';

export function anOwnerPhoto(overrides: Partial<OwnerPhoto> = {}): OwnerPhoto {
  const id = overrides.id ?? anId();
  return {
    id,
    businessId: anId(),
    url: `/uploads/photos/${id}.webp`,
    thumbnailUrl: `/uploads/photos/${id}-400.webp`,
    fileName: 'storefront.jpg',
    fileSize: 120_000,
    width: 1200,
    height: 800,
    status: 'approved',
    isPrimary: false,
    adminNotes: null,
    createdAt: A_DATE,
    isPublic: true,
    ...overrides,
  };
}

export function anAdminPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  const { isPublic: _, ...photo } = anOwnerPhoto(overrides);
  return {
    ...photo,
    status: 'pending',
    businessName: BAKERY.name,
    businessSlug: BAKERY.slug,
    plan: 'silver',
    ...overrides,
  };
}
