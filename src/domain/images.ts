/**
 * How wide each kind of picture is drawn, as an <img sizes> value. The browser reads it
 * with the picture's srcset to take the smallest file that is sharp enough (a phone's
 * card takes a smaller file than a desktop's profile photo), and the server's preload
 * of a page's first picture names the same value, so both pick the same file.
 * Widths follow the layouts: Container is at most 1152 px wide, Tailwind's sm is
 * 640 px and lg 1024 px.
 */
export const IMAGE_SIZES = {
  /** A card with its picture on top, in a grid of one, two, then three or four columns. */
  card: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  /** A card's picture beside its text (80 to 96 px). */
  cardRow: '96px',
  /** The profile's photo carousel: the page's width on a phone, two thirds of it on a desktop. */
  profilePhoto: '(min-width: 1024px) 730px, 100vw',
  /** The home page's photo strip, one photo at a time: half the hero on a desktop. */
  stripOne: '(min-width: 1024px) 540px, 100vw',
  /** The photo strip at two or three photos at a time. */
  stripMany: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 90vw',
  /** The About page's gallery: two photos a row, four on a desktop. */
  gallery: '(min-width: 1024px) 270px, 50vw',
} as const;

export type ImageLayout = keyof typeof IMAGE_SIZES;
