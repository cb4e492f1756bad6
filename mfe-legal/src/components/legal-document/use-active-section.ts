import { useEffect, useState } from 'react';

/**
 * The section being read: the last one whose top has passed a line a third of the way down the window.
 * Without IntersectionObserver (old browsers, tests) nothing is marked.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sections = key.split(' ').flatMap((id) => {
      const section = document.querySelector<HTMLElement>(`[data-section="${id}"]`);
      return section ? [section] : [];
    });
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setActive(sections.find((section) => visible.has(section))?.dataset.section);
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [key]);

  return active;
}
