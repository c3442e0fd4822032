import type { AdminPhoto, OwnerPhoto } from '#domain/photos.js';
import { builder } from './builder.js';
import { BAKERY } from './businesses.js';
import { A_DATE, anId } from './ids.js';

export const anOwnerPhoto = builder<OwnerPhoto>((overrides) => {
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
  };
});

export const anAdminPhoto = builder<AdminPhoto>((overrides) => {
  const { isPublic: _, ...photo } = anOwnerPhoto(overrides);
  return {
    ...photo,
    status: 'pending',
    businessName: BAKERY.name,
    businessSlug: BAKERY.slug,
    plan: 'silver',
  };
});
