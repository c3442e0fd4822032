/**
 * The home and About pages' rotating photo strip (spec: 12 images). The files are
 * illustrations drawn by the seed (src/server/db/seed/images/strip.ts), one scene
 * per entry, in this order.
 */
export interface StripPhoto {
  src: string;
  /** The same picture at each width in STRIP_PHOTO_WIDTHS. */
  srcSet: string;
  alt: string;
}

export const PHOTO_STRIP_COUNT = 12;

/** Each strip photo is drawn at these widths (5:12 high); the largest is `src`. */
export const STRIP_PHOTO_WIDTHS = [800, 1200] as const;
const STRIP_FULL_WIDTH = 1200;

/** strip-01.webp at full width, strip-01-800w.webp at 800 px. */
export function stripPhotoFileName(index: number, width: number = STRIP_FULL_WIDTH): string {
  const size = width === STRIP_FULL_WIDTH ? '' : `-${width}w`;
  return `strip-${String(index + 1).padStart(2, '0')}${size}.webp`;
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
  srcSet: STRIP_PHOTO_WIDTHS.map(
    (width) => `/uploads/strip/${stripPhotoFileName(index, width)} ${width}w`,
  ).join(', '),
  alt,
}));
