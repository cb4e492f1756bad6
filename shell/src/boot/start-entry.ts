import { ENTRY_ID, HERO_SHOWN_CLASS, type EntryRecord } from '@bbg/contract';
import { FACE_WAIT_MS, watchFirstPaint } from './first-paint';
import { addLateFaces } from './late-faces';

/**
 * The shell's entry script, and the page's late faces. A served page names its entry in the head instead of loading
 * it there, so no script is fetched ahead of the hero: it starts once the hero has settled, after that frame has
 * painted. A client-rendered document (app.html) loads it from its head as usual. The web-font faces the first paint
 * does not need (every one but its LCP words' face) are only named in the head, so they never compete with the
 * page's sheet and that face: they join with the entry's start, once the hero has settled and the first paint is on
 * screen (a hero's words are hidden until its picture has loaded, so they can be the largest paint after the first).
 */
export function startEntryAfterHero(html: HTMLElement): void {
  const firstPaintShown = watchFirstPaint();
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    try {
      addLateFaces(html);
    } catch {
      // The faces dress the words; the page's code starts whatever happens to them.
    }
    const named = document.getElementById(ENTRY_ID);
    if (!named) return;
    const entry = JSON.parse(named.textContent || '{}') as EntryRecord;
    const script = document.createElement('script');
    script.src = entry.src;
    script.integrity = entry.integrity;
    script.crossOrigin = 'anonymous';
    script.async = false;
    document.head.appendChild(script);
  };
  // Two frames after the hero settles (the first paints it, the second starts once that one is on screen) and the
  // first paint shown: the entry's request begins after the largest paint and never competes with it.
  const afterPaint = (): void => {
    if (document.visibilityState === 'hidden') return start();
    let waiting = 2;
    const done = (): void => {
      waiting -= 1;
      if (waiting === 0) setTimeout(start, 0);
    };
    requestAnimationFrame(() => requestAnimationFrame(done));
    firstPaintShown(done);
    // A frame may never come (a tab hidden meanwhile): the entry starts anyway, after the longest wait for a face.
    setTimeout(start, FACE_WAIT_MS);
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
