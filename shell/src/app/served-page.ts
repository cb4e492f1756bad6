import { SERVED_PAGE_ID, type ServedPage } from '@bbg/contract';

/** What the pre-rendered HTML says about itself (its JSON record, SERVED_PAGE_ID), or null. */
export function readServedPage(doc: Document = document): ServedPage | null {
  const element = doc.getElementById(SERVED_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null ? (value as ServedPage) : null;
  } catch {
    return null;
  }
}
