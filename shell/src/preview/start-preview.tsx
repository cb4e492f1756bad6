import { createRoot } from 'react-dom/client';
import { PREVIEW_BAR_ATTRIBUTE, PREVIEW_PARAM, PREVIEW_SESSION_KEY } from '@bbg/contract';
import type { LoadedRegistry } from '../registry/load-registry';
import { PreviewBar } from './preview-bar';
import { resolvePreview, withPreview, type PreviewOutcome } from './preview-state';

function remember(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(PREVIEW_SESSION_KEY);
    else sessionStorage.setItem(PREVIEW_SESSION_KEY, value);
  } catch {
    // storage turned off: the preview lasts this page only
  }
}

/** The address without the preview parameter: reloading it, or Exit, never turns a preview back on by itself. */
function dropParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PREVIEW_PARAM)) return;
  url.searchParams.delete(PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Search engines never index a page on a preview. */
function noindex(): void {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
}

function showBar(outcome: PreviewOutcome, onExit: () => void): void {
  // Last in the document, so the page's own order (its skip link first) is the same as on the live site; the bar
  // is fixed at the top.
  const host = document.createElement('div');
  document.body.append(host);
  document.documentElement.setAttribute(PREVIEW_BAR_ATTRIBUTE, '');
  createRoot(host).render(<PreviewBar outcome={outcome} onExit={onExit} />);
}

/** Exit: the tab forgets the preview and shows the live site. */
function exit(): void {
  remember(null);
  window.location.reload();
}

/**
 * Loaded only when the address or this tab's session asks for a preview (shell/src/app/bootstrap.tsx): checks what
 * was asked against the registry, keeps an accepted preview for this tab (sessionStorage), marks the page noindex
 * and shows the bar; returns the registry the tab runs on. A refused ask leaves the registry as it is.
 */
export function startPreview(loaded: LoadedRegistry, asked: string, exitPreview: () => void = exit): LoadedRegistry {
  const outcome = resolvePreview(asked, loaded);
  dropParameter();
  showBar(outcome, exitPreview);
  if (!('preview' in outcome)) {
    remember(null);
    return loaded;
  }
  remember(asked);
  noindex();
  document.documentElement.dataset.preview = asked;
  return withPreview(loaded, outcome.preview);
}
