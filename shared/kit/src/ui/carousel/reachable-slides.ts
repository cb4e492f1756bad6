/** A box's inline extent, as far as this check needs it. */
interface Extent {
  readonly left: number;
  readonly right: number;
}

/** Sub-pixel layout leaves a slide that fits a fraction of a pixel over its frame's edge. */
const TOLERANCE_PX = 1;

/** Marks a control taken out of the Tab order here; its value is the tabindex it had ('' for none). */
const OUT_OF_REACH = 'data-out-of-reach';
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Takes a slide's controls out of the Tab order, or gives them back. Never `inert`: a pointer still reaches a slide
 * half in view, and a screen reader still reads it.
 */
function setTabbable(slide: HTMLElement, tabbable: boolean): void {
  if (tabbable) {
    for (const control of slide.querySelectorAll(`[${OUT_OF_REACH}]`)) {
      const was = control.getAttribute(OUT_OF_REACH);
      if (was) control.setAttribute('tabindex', was);
      else control.removeAttribute('tabindex');
      control.removeAttribute(OUT_OF_REACH);
    }
    return;
  }
  for (const control of slide.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (control.hasAttribute(OUT_OF_REACH) || control.tabIndex < 0) continue;
    control.setAttribute(OUT_OF_REACH, control.getAttribute('tabindex') ?? '');
    control.tabIndex = -1;
  }
}

/**
 * A looping carousel lets Tab reach only the slides wholly in view (and the one holding focus): Tab walks what is
 * seen, then leaves. Otherwise swiper, as focus reaches a slide out of view, moves the slides round to show it, and
 * the next one in the document is always another: Tab never left the home page's row of brand logos. The rest are
 * reached as the carousel moves, by its arrows or by the arrow keys. As a move starts (`shift`: how far on it ends)
 * a slide only leaves the Tab order, the one leaving at once; once the track rests (no shift) it may come back, so no
 * slide on its way in or out takes focus (a gliding row goes on to the end of its move after focus pauses it).
 */
export function reachOnlySlidesInView(frame: Extent, slides: readonly HTMLElement[], focused: Element | null, shift?: number): void {
  for (const slide of slides) {
    const box = slide.getBoundingClientRect();
    const left = box.left + (shift ?? 0);
    const inView = left >= frame.left - TOLERANCE_PX && left + box.width <= frame.right + TOLERANCE_PX;
    if (!inView && !(focused !== null && slide.contains(focused))) setTabbable(slide, false);
    else if (shift === undefined) setTabbable(slide, true);
  }
}
