import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/**
 * An Embla carousel and the index of the slide it shows, kept as it scrolls and
 * when it re-initialises (the profile's photos, the photo strip).
 */
export function useCarousel(options: Parameters<typeof useEmblaCarousel>[0]) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  return { viewportRef, api, selected };
}
