import { canaryOf, versionBefore, type Registry, type RemoteId } from '@bbg/contract';
import type { Workspace } from '../deploy/workspace';
import { fetchShell, fetchVersion } from './deployed-shell';
import { pageStore, servePages, storePages } from './page-store';
import { APP_DOCUMENT } from './route-file';
import { appDocument, renderContext, renderHome, renderRemoteVersion, type RenderContext } from './render-site';

export interface RenderSummary {
  readonly pages: number;
  readonly seconds: number;
  readonly failed: readonly string[];
}

/** Renders and stores one remote version's pages in the workspace; lays them out as served when `serve`. */
async function renderVersionPages(ws: Workspace, ctx: RenderContext, id: RemoteId, version: string, serve: boolean): Promise<number> {
  const described = ctx.registry.remotes[id]?.versions[version];
  if (described) await fetchVersion(ws, described);
  const pages = await renderRemoteVersion(ctx, id, version);
  const store = pageStore(ctx.shellId, id, version);
  storePages(ws, store, pages);
  if (serve) await servePages(ws, store);
  return pages.size;
}

/**
 * A shell build renders every route in the workspace (where the new shell was laid out): the home page and each
 * remote's current version (served), the version before it (stored, so a rollback serves it at once) and its running
 * canary (stored, so the canary's share keeps getting it on the new shell). A remote
 * that fails to render keeps its routes rendered in the browser (from app.html) and is reported; the others are not
 * held up. The caller publishes the workspace.
 */
export async function renderAll(ws: Workspace, registry: Registry): Promise<RenderSummary> {
  const started = Date.now();
  await fetchShell(ws);
  const ctx = renderContext(ws.dir, registry);
  const home = await renderHome(ctx);
  home.set(APP_DOCUMENT, appDocument(ctx));
  const homeStore = pageStore(ctx.shellId, 'shell', 'home');
  storePages(ws, homeStore, home);
  await servePages(ws, homeStore);
  let pages = home.size;
  const failed: string[] = [];
  for (const [id, record] of Object.entries(ctx.registry.remotes)) {
    if (!record) continue;
    try {
      pages += await renderVersionPages(ws, ctx, id as RemoteId, record.current, true);
    } catch (error) {
      failed.push(error instanceof Error ? error.message : String(error));
      continue;
    }
    const previous = versionBefore(record);
    if (previous) await renderVersionPages(ws, ctx, id as RemoteId, previous, false).catch((error: unknown) => failed.push(`(previous version, not served) ${String(error)}`));
    // A running canary's share is served its own pages, stored per shell build: without them for this shell, its
    // share would get the current version's, and the canary would silently stop counting.
    const canary = canaryOf(record);
    if (canary) await renderVersionPages(ws, ctx, id as RemoteId, canary.version, false).catch((error: unknown) => failed.push(`(canary ${canary.version}, its share served the current version) ${String(error)}`));
  }
  return { pages, seconds: (Date.now() - started) / 1000, failed };
}
