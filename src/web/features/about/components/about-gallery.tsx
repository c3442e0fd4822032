import { IMAGE_SIZES } from '#domain/images.js';
import { PHOTO_STRIP } from '#domain/photo-strip.js';
import { Container } from '#web/ui/container.js';

// Four scenes of the home page's strip: downtown, a game day, the market, Main Street.
const GALLERY = [0, 1, 4, 8].map((index) => PHOTO_STRIP[index]);

/** Four photos of the area under the page header. */
export function AboutGallery() {
  return (
    <section aria-label="Around Bryan / College Station" className="bg-white">
      <Container className="py-6 sm:py-8">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {GALLERY.map((photo) => (
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
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
