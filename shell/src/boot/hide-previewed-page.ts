import { PREVIEW_BAR_ATTRIBUTE, PREVIEW_REPLACES_ATTRIBUTE, PREVIEW_SESSION_KEY, SERVED_PAGE_ID, type ServedPage } from '@bbg/contract';

/**
 * A tab on a preview of a staged version (shell/src/preview): a page of the previewed remote was served by its live
 * version, and the shell renders it afresh with the staged one. Until then it is hidden, so QA never sees or presses
 * the live version's page in the preview. Which remote served the page is in its record, later in the head: read as
 * the parser adds it, before the first paint.
 */
export function hidePreviewedPage(html: HTMLElement): void {
  let previewing: string | null = null;
  try {
    previewing = sessionStorage.getItem(PREVIEW_SESSION_KEY);
  } catch {
    // Storage blocked: no preview can be on.
  }
  if (!previewing) return;
  // The bar the shell shows at the top: its room is kept from the first paint, so nothing moves when it arrives.
  html.setAttribute(PREVIEW_BAR_ATTRIBUTE, '');
  const remote = previewing.split('@')[0];
  const watch = new MutationObserver(() => {
    const page = document.getElementById(SERVED_PAGE_ID);
    const record = page ? page.textContent : null;
    if (record) {
      try {
        if ((JSON.parse(record) as ServedPage).remote === remote) html.setAttribute(PREVIEW_REPLACES_ATTRIBUTE, '');
      } catch {
        // Not the record the pre-render writes: the page is adopted as usual.
      }
    }
    if (record || document.body) watch.disconnect();
  });
  watch.observe(html, { childList: true, subtree: true, characterData: true });
}
