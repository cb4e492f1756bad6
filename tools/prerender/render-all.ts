import type { RemoteId } from '@bbg/shared/contract';
import { readRegistry } from '../deploy/registry-store';
import { registryPath } from '../deploy/deploy-paths';
import { pageStore, servePages, storePages } from './page-store';
import { APP_DOCUMENT } from './route-file';
import { refreshSitemap } from './sitemap';
import { appDocument, renderContext, renderHome, renderRemoteVersion, type RenderContext } from './render-site';

export interface RenderSummary {
  readonly pages: number;
  readonly seconds: number;
  readonly failed: readonly string[];
}

/** Renders and stores one remote version's pages; serves them when `serve`. */
export async function renderVersionPages(ctx: RenderContext, id: RemoteId, version: string, serve: boolean): Promise<number> {
  const pages = await renderRemoteVersion(ctx, id, version);
  const store = pageStore(ctx.dir, ctx.shellId, id, version);
  storePages(store, pages);
  if (serve) servePages(ctx.dir, store);
  return pages.size;
}

/**
 * A shell build renders every route: the home page and each remote's current version (served), and the version
 * before it (stored, so a rollback serves it at once). A remote that fails to render keeps its routes rendered
 * in the browser (from app.html) and is reported; the others are not held up.
 */
export async function renderAll(dir: string): Promise<RenderSummary> {
  const started = Date.now();
  const ctx = renderContext(dir, readRegistry(registryPath(dir)));
  const home = await renderHome(ctx);
  home.set(APP_DOCUMENT, appDocument(ctx));
  const homeStore = pageStore(dir, ctx.shellId, 'shell', 'home');
  storePages(homeStore, home);
  servePages(dir, homeStore);
  let pages = home.size;
  const failed: string[] = [];
  for (const [id, record] of Object.entries(ctx.registry.remotes)) {
    if (!record) continue;
    try {
      pages += await renderVersionPages(ctx, id as RemoteId, record.current, true);
    } catch (error) {
      failed.push(error instanceof Error ? error.message : String(error));
      continue;
    }
    const previous = record.previous.at(-1);
    if (previous) await renderVersionPages(ctx, id as RemoteId, previous, false).catch((error: unknown) => failed.push(`(previous version, not served) ${String(error)}`));
  }
  refreshSitemap(dir);
  return { pages, seconds: (Date.now() - started) / 1000, failed };
}
