/**
 * The two areas of the file storage (DESIGN decision 15): `public` is read by
 * browsers directly; `private` only through routes that check who asks.
 */
export const STORAGE_AREAS = ['public', 'private'] as const;

export type StorageArea = (typeof STORAGE_AREAS)[number];
