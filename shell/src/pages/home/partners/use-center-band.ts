import { useEffect, useRef, useState } from 'react';

/** The band of the viewport's width inside which a logo stays bright (20 to 80 percent). */
export const CENTER_BAND_MARGIN = '0px -20% 0px -20%';

/** Whether the element sits (at least half of it) inside the central 20–80% band of the viewport's width. */
export function useInCenterBand<T extends Element>() {
  const element = useRef<T>(null);
  const [inBand, setInBand] = useState(true);

  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInBand(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { rootMargin: CENTER_BAND_MARGIN, threshold: [0, 0.5, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return { ref: element, inBand };
}
