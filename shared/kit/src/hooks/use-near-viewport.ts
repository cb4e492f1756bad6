import { useEffect, useState, type RefObject } from 'react';

/** True once the element comes within `margin` of the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
