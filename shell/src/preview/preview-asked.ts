import { PREVIEW_PARAM } from '@bbg/contract';

/** Where this tab keeps the preview it is on (sessionStorage: one tab, gone when the tab closes); boot.js reads it too. */
export const PREVIEW_SESSION_KEY = 'bbg-preview';

/** The preview this tab asks for: the link's parameter first, else the one the tab is on; null when none. */
export function askedPreview(location: Pick<Location, 'search'> = window.location): string | null {
  const fromLink = new URLSearchParams(location.search).get(PREVIEW_PARAM);
  if (fromLink !== null) return fromLink;
  try {
    return sessionStorage.getItem(PREVIEW_SESSION_KEY);
  } catch {
    return null; // storage turned off: no preview can be on
  }
}
