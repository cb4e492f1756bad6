/** Scrolls an element into view, smoothly unless the visitor prefers reduced motion. */
export function scrollToId(id: string, block: ScrollLogicalPosition = 'start'): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block });
}
