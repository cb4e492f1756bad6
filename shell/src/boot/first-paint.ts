/** The longest anything waits for a web face: one that never arrives holds nothing for long. */
export const FACE_WAIT_MS = 2500;

/**
 * Starts watching for the first paint and returns a function that runs its callback once that paint is on screen, as
 * Paint Timing reports it (a busy phone can draw a frame well before it shows it), with the page's words in their
 * face: Chrome paints words whose face is still loading as blank, so the first paint may hold the LCP words back
 * until their (preloaded) face has arrived. Then it waits for those faces and for the frame that paints them: what
 * loads next starts after the largest paint, never competing with it. Without Paint Timing, at once.
 */
export function watchFirstPaint(): (then: () => void) => void {
  let painted = false;
  const waiting: (() => void)[] = [];
  const paintDone = (): void => {
    painted = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) next();
  };
  const paintShown = (): void => {
    if (!document.fonts || document.fonts.status === 'loaded') return paintDone();
    let once = false;
    const wordsShown = (): void => {
      if (once) return;
      once = true;
      requestAnimationFrame(() => requestAnimationFrame(paintDone));
    };
    document.fonts.ready.then(wordsShown, wordsShown);
    setTimeout(wordsShown, FACE_WAIT_MS);
  };
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) paintShown();
    else {
      const paints = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        paints.disconnect();
        paintShown();
      });
      paints.observe({ type: 'paint', buffered: true });
    }
  } catch {
    paintShown();
  }
  return (then) => {
    if (painted) then();
    else waiting.push(then);
  };
}
