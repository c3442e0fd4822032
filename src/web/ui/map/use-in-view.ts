import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come on screen (or within `margin` of it), once: true from
 * then on. Browsers without IntersectionObserver (and jsdom) never say so.
 */
export function useInView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
