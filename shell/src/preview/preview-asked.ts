import { PREVIEW_PARAM, PREVIEW_SESSION_KEY } from '@bbg/contract';

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
