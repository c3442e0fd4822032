/**
 * The home and About pages' rotating photo strip (spec: 12 images). The files are
 * illustrations drawn by the seed (src/server/db/seed/images/strip.ts), one scene
 * per entry, in this order.
 */
export interface StripPhoto {
  src: string;
  alt: string;
}

export const PHOTO_STRIP_COUNT = 12;

export function stripPhotoFileName(index: number): string {
  return `strip-${String(index + 1).padStart(2, '0')}.webp`;
}

const ALT_TEXTS = [
  'Sunset over a downtown Bryan street',
  'Aggie game-day crowd outside a College Station cafe',
  'Water tower rising above the trees in College Station',
  'Bluebonnets along a country road near Navasota',
  'Morning farmers market stalls in downtown Bryan',
  'Live oak shading a quiet Bryan neighborhood',
  'College Station skyline at night under a rising moon',
  'Lake Bryan at dusk with a small wooden dock',
  'Historic storefronts on Main Street in Bryan',
  'Cattle grazing on a ranch outside Caldwell',
  'Food trucks and string lights on a College Station evening',
  'Golden sunrise over Brazos Valley farmland',
] as const;

export const PHOTO_STRIP: readonly StripPhoto[] = ALT_TEXTS.map((alt, index) => ({
  src: `/uploads/strip/${stripPhotoFileName(index)}`,
  alt,
}));
