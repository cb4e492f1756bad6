import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE, type EarlyEvent } from '@bbg/contract';
import { disclose } from './disclose';

/** The presses held: a scripted button, or a tab. A button that opens a popover or a dialog works natively. */
const HELD_PRESS = 'button[type="button"]:not([popovertarget]):not([commandfor]), [role="tab"]';

/**
 * Early events. A part that needs scripts to act (a form, a tab list) is served to replay; once its code has adopted
 * it, it is live. Before that, a submit or a button press inside it is held here (the browser's default would lose
 * it) and replayed, once, by the part when it comes alive (shared/runtime/src/lifecycle/early-events.ts). A press on
 * any other scripted button is held until the root is adopted (`<html>` live). A press on a disclosure is shown at
 * once instead (disclose.ts): replayed seconds later, its panel would move the page outside the visitor's input.
 */
export function holdEarlyEvents(html: HTMLElement): void {
  const held: EarlyEvent[] = [];
  window[EARLY_EVENTS_GLOBAL] = held;
  const waiting = (element: Element): Element | null => {
    const part = element.closest(`[${REPLAY_ATTRIBUTE}]`) || html;
    return part.hasAttribute(LIVE_ATTRIBUTE) ? null : part;
  };
  const hold = (event: Event, type: EarlyEvent['type'], target: Element): void => {
    const part = waiting(target);
    if (!part) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (type === 'click' && disclose(target)) return;
    if (held.some((early) => early.type === type && early.target === target)) return;
    held.push({ type, target, part });
  };
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) hold(event, 'submit', event.target);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(HELD_PRESS) : null;
      if (target) hold(event, 'click', target);
    },
    true,
  );
}
