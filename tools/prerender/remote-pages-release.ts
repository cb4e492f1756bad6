import type { Registry, RemoteVersion } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { pointAt } from '../deploy/publish-remote';
import type { Workspace } from '../deploy/workspace';
import { fetchShell, fetchVersion } from './deployed-shell';
import { fetchStoredPages, pageStore, servePages, storePages, type Serving } from './page-store';
import { servedFilesOf } from './route-file';
import { renderContext, renderRemoteVersion, shellBuildId, TEMPLATE_FILE } from './render-site';

/** Nothing served, nothing to undo: where no shell is deployed yet (nothing to render against). */
const NO_PAGES: Serving = { removed: [], undo: async () => undefined };

/** The served files of a remote's current routes in every locale, which the new version's files replace (or retire). */
function currentFiles(registry: Registry, remote: RemoteInfo): string[] {
  const record = registry.remotes[remote.id];
  return servedFilesOf(record?.versions[record.current]?.routes ?? []);
}

/**
 * A release's pages, rendered against the deployed shell (in the workspace, from the version laid out there) and
 * stored privately with the version, none served; their store, or undefined where no shell is deployed yet. A route
 * that fails to render fails the release before anything but the immutable version is written.
 */
export async function storeReleasePages(ws: Workspace, registry: Registry, remote: RemoteInfo, described: RemoteVersion): Promise<string | undefined> {
  if (!(await fetchShell(ws))) return undefined;
  const ctx = renderContext(ws.dir, pointAt(registry, remote, described));
  const store = pageStore(ctx.shellId, remote.id, described.version);
  storePages(ws, store, await renderRemoteVersion(ctx, remote.id, described.version));
  return store;
}

/** A release's pages, stored and laid out as served (replacing the current version's). */
export async function prepareReleasePages(ws: Workspace, registry: Registry, remote: RemoteInfo, described: RemoteVersion): Promise<Serving> {
  const store = await storeReleasePages(ws, registry, remote, described);
  return store ? servePages(ws, store, currentFiles(registry, remote)) : NO_PAGES;
}

/** A rollback's or a promotion's pages: the stored ones of the target version (no render), rendered only if none were kept. */
export async function prepareRollbackPages(ws: Workspace, registry: Registry, remote: RemoteInfo, target: string): Promise<Serving> {
  const found = await ws.fetch([TEMPLATE_FILE]);
  if (found.length === 0) return NO_PAGES;
  const store = pageStore(shellBuildId(ws.dir), remote.id, target);
  if ((await fetchStoredPages(ws, store)).length === 0) {
    await fetchShell(ws);
    const described = registry.remotes[remote.id]?.versions[target];
    if (described) await fetchVersion(ws, described);
    storePages(ws, store, await renderRemoteVersion(renderContext(ws.dir, registry), remote.id, target));
  }
  return servePages(ws, store, currentFiles(registry, remote));
}
