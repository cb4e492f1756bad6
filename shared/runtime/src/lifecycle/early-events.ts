import { useEffect, type RefObject } from 'react';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE, REPLAYING_ATTRIBUTE, type EarlyEvent } from '@bbg/contract';

/** Removes and returns the events held for `part`, oldest first. */
export function takeEarlyEvents(part: Element): EarlyEvent[] {
  const held = typeof window === 'undefined' ? undefined : window[EARLY_EVENTS_GLOBAL];
  if (!held) return [];
  const mine = held.filter((event) => event.part === part);
  const rest = held.filter((event) => event.part !== part);
  held.splice(0, held.length, ...rest);
  return mine;
}

/** Marks `part` live and replays, once each, the submits and presses the boot script held for it. */
export function comeAlive(part: Element): void {
  part.setAttribute(LIVE_ATTRIBUTE, '');
  for (const event of takeEarlyEvents(part)) {
    if (!event.target.isConnected) continue;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) event.target.requestSubmit();
    else if (event.target instanceof HTMLElement) replayPress(event.target);
  }
}

/** A held press, pressed again with `<html>` marked while its handlers run (they run within `click()`). */
function replayPress(target: HTMLElement): void {
  const html = document.documentElement;
  html.setAttribute(REPLAYING_ATTRIBUTE, '');
  try {
    target.click();
  } finally {
    html.removeAttribute(REPLAYING_ATTRIBUTE);
  }
}

/**
 * Is the press being handled one the visitor made before adoption, replayed now? A DOM mark, not module state: each
 * app bundles its own copy of this file.
 */
export const isReplayedPress = (): boolean => typeof document !== 'undefined' && document.documentElement.hasAttribute(REPLAYING_ATTRIBUTE);

/**
 * For a part served with REPLAY_ATTRIBUTE (spread `replayProps`): once it is adopted (its first effect), it is marked
 * live and the events held for it are replayed, so a form sent or a tab pressed before the scripts arrived
 * happens exactly once, with the usual validation and messages.
 *
 * `ready` (default true) holds that back while the part's state does not yet match its served page: a form that
 * takes over the values typed before adoption has them in state only from its next render, and a submit replayed
 * sooner would be judged on empty fields. Until then the part stays not live, so what the visitor does is still held.
 */
export function useLivePart(ref: RefObject<Element | null>, ready = true): void {
  useEffect(() => {
    if (ready && ref.current) comeAlive(ref.current);
  }, [ref, ready]);
}

/** Spread on a part's root element so the boot script holds what the visitor does there before adoption. */
export const replayProps = { [REPLAY_ATTRIBUTE]: '' } as const;
