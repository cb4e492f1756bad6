/** What the pre-rendered HTML says about itself (<script type="application/json" id="bbg-page">). */
export interface ServedPage {
  /** The remote that rendered the page, its version and exposed page; absent on the shell's own pages. */
  readonly remote?: string;
  readonly version?: string;
  readonly expose?: string;
}

const SERVED_PAGE_ID = 'bbg-page';

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
