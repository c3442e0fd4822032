import { IMAGE_SIZES } from '#domain/images.js';
import { PHOTO_STRIP } from '#domain/photo-strip.js';
import { Container } from '#web/ui/container.js';
import { t } from '../i18n';

// Four scenes of the home page's strip: downtown, a game day, the market, Main Street,
// each described in the page's language (the English is the strip's own alt text).
const GALLERY = [
  { index: 0, alt: 'about.gallery.downtown' },
  { index: 1, alt: 'about.gallery.gameDay' },
  { index: 4, alt: 'about.gallery.market' },
  { index: 8, alt: 'about.gallery.mainStreet' },
] as const;
/** Decoded off the main thread: the photos sit under the header, after the text. */
const DECODING = 'async';

/** Four photos of the area under the page header. */
export function AboutGallery() {
  return (
    <section aria-label={t('about.gallery.label')} className="bg-white">
      <Container className="py-6 sm:py-8">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {GALLERY.map(({ index, alt }) => ({ ...PHOTO_STRIP[index], alt: t(alt) })).map(
            (photo) => (
              <li
                key={photo.src}
                className="overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200"
              >
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={IMAGE_SIZES.gallery}
                  alt={photo.alt}
                  width={1200}
                  height={500}
                  decoding={DECODING}
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ),
          )}
        </ul>
      </Container>
    </section>
  );
}
