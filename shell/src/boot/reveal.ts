import { AFTER_HERO_SHOWN_CLASS, BOOT_AT_ATTRIBUTE, HERO_ATTRIBUTE, HERO_MEDIA_ATTRIBUTE, HERO_SHOWN_CLASS, HERO_WAITS_FOR_MEDIA, NAVIGATED_ATTRIBUTE, SCRIPTED_CLASS, VISITED_CLASS, VISITED_KEY } from '@bbg/contract';

/** A stalled hero picture shows the words after this long, as the hero does once scripts run. */
const HERO_WAIT_MS = 4000;

/**
 * Marks the document as scripted, so the start-up loader and the held reveal apply (without JavaScript the page shows
 * as it is), and a returning visitor, so the loader never flashes. Shows the served hero's words as soon as its
 * picture loads or fails, not when scripts arrive: only the served page's, as after a client navigation (the shell
 * marks it) each page reveals its own.
 */
export function reveal(html: HTMLElement, me: Element | null): void {
  html.classList.add(SCRIPTED_CLASS);
  html.setAttribute(BOOT_AT_ATTRIBUTE, String(Math.round(performance.now())));
  const show = (): void => {
    if (!html.hasAttribute(NAVIGATED_ATTRIBUTE)) html.classList.add(HERO_SHOWN_CLASS);
  };
  // The pre-render says on this script's tag whether the page has a hero picture or video to wait for. A page
  // without one shows whole from the first paint (its footer too), as the hero does once scripts run.
  if (!me || me.getAttribute(HERO_ATTRIBUTE) !== HERO_WAITS_FOR_MEDIA) html.classList.add(HERO_SHOWN_CLASS, AFTER_HERO_SHOWN_CLASS);
  // The picture's preload in the head is marked too: it usually loads before the first paint, so the hero's words
  // are in it, instead of a frame after the parser reaches the <img> and fires its load event.
  const shown = (event: Event): void => {
    if (event.target instanceof Element && event.target.hasAttribute(HERO_MEDIA_ATTRIBUTE)) show();
  };
  document.addEventListener('load', shown, true);
  document.addEventListener('error', shown, true);
  document.addEventListener('loadedmetadata', shown, true);
  setTimeout(show, HERO_WAIT_MS);
  try {
    if (sessionStorage.getItem(VISITED_KEY)) html.classList.add(VISITED_CLASS);
  } catch {
    // Storage blocked: treated as a first visit.
  }
}
