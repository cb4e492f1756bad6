import { useState, type Dispatch, type SetStateAction } from 'react';
import { DISCLOSURE_ATTRIBUTE, REPLAY_ATTRIBUTE, type DisclosurePress } from '@bbg/contract';
import { useServedRender } from '@bbg/platform';

/**
 * Spread on a disclosure part's root: presses on its triggers before it is live are shown by the boot script at once
 * (shell/src/boot/disclose.ts), other presses held and replayed. Its state comes from `useServedOpen`.
 */
export const disclosureProps = (press: DisclosurePress) => ({ [REPLAY_ATTRIBUTE]: '', [DISCLOSURE_ATTRIBUTE]: press }) as const;

/**
 * The open item of a disclosure part (one at a time), first as the document shows it. A press before adoption has
 * already opened or closed a panel there, so adopting reads which one is open from the panels' `hidden`: hydration
 * matches the DOM, and nothing opens, closes or flashes back. A part rendered in the browser starts at `initial`.
 */
export function useServedOpen<K>(keys: readonly K[], panelId: (key: K) => string, initial: K | null): [K | null, Dispatch<SetStateAction<K | null>>] {
  const served = useServedRender();
  return useState(() => (served ? shownOpen(keys, panelId, initial) : initial));
}

function shownOpen<K>(keys: readonly K[], panelId: (key: K) => string, initial: K | null): K | null {
  if (typeof document === 'undefined') return initial;
  let open: K | null = null;
  for (const key of keys) {
    const panel = document.getElementById(panelId(key));
    // Not in the document: this part was not served (mounted as the page is adopted), so nothing to keep.
    if (!panel) return initial;
    if (!panel.hidden) open = key;
  }
  return open;
}
