import { HERO_SHOWN_CLASS } from '@bbg/contract';
import { FACE_WAIT_MS, watchFirstPaint } from './first-paint';

/**
 * Runs `then` once, after the largest paint: the served hero has settled (its picture loaded or failed, or the 4 s
 * cap), that frame has painted (two frames: the first paints it, the second starts once that one is on screen), and
 * the first paint is shown with its words in their face. Whatever starts then never competes with that paint. In a
 * hidden tab, where no frame comes, at once; and never later than the longest wait for a face.
 */
export function whenHeroPainted(html: HTMLElement, then: () => void): void {
  const firstPaintShown = watchFirstPaint();
  let ran = false;
  const run = (): void => {
    if (ran) return;
    ran = true;
    then();
  };
  const afterPaint = (): void => {
    if (document.visibilityState === 'hidden') return run();
    let waiting = 2;
    const done = (): void => {
      waiting -= 1;
      if (waiting === 0) setTimeout(run, 0);
    };
    requestAnimationFrame(() => requestAnimationFrame(done));
    firstPaintShown(done);
    setTimeout(run, FACE_WAIT_MS);
  };
  const settled = (): boolean => {
    if (!html.classList.contains(HERO_SHOWN_CLASS)) return false;
    observer.disconnect();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
    else afterPaint();
    return true;
  };
  const observer = new MutationObserver(settled);
  if (!settled()) observer.observe(html, { attributes: true, attributeFilter: ['class'] });
}
