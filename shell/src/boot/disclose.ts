import { DISCLOSURE_ATTRIBUTE, type DisclosurePress } from '@bbg/contract';

const EXPANDED = 'aria-expanded';
const TRIGGER = `[${EXPANDED}][aria-controls]`;

/**
 * A press on a disclosure of a part not live yet (DISCLOSURE_ATTRIBUTE), shown now rather than replayed: the panel
 * opens or closes within the visitor's input, so the browser counts the move as theirs, not as a layout shift. The
 * part's other panels close. Returns false for any other button, which is held as before.
 */
export function disclose(button: Element): boolean {
  const part = button.closest(`[${DISCLOSURE_ATTRIBUTE}]`);
  if (!part || !button.matches(TRIGGER)) return false;
  const opens = part.getAttribute(DISCLOSURE_ATTRIBUTE) === ('opens' satisfies DisclosurePress) || button.getAttribute(EXPANDED) !== 'true';
  for (const trigger of part.querySelectorAll(TRIGGER)) {
    // A disclosure nested inside a panel (the cities in an office card) belongs to its own part.
    if (trigger.closest(`[${DISCLOSURE_ATTRIBUTE}]`) !== part) continue;
    const open = opens && trigger === button;
    trigger.setAttribute(EXPANDED, String(open));
    document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.toggleAttribute('hidden', !open);
  }
  return true;
}
