import type { RemoteVersion } from '@bbg/shared/contract';
import type { RemoteInfo } from '../apps';
import { registryPath } from '../deploy/deploy-paths';
import { pointAt } from '../deploy/publish-remote';
import { readRegistry } from '../deploy/registry-store';
import { hasStoredPages, pageStore, servePages, storePages } from './page-store';
import { isStaticRoute, routeFile } from './route-file';
import { hasShell, renderContext, renderRemoteVersion, shellBuildId } from './render-site';

/** Serves pages made ready beforehand; a no-op where no shell is deployed yet (nothing to render against). */
export type ServeReadyPages = () => void;

/** The served files of a remote's current routes, which the new version's files replace (or retire). */
function currentFiles(dir: string, remote: RemoteInfo): string[] {
  const record = readRegistry(registryPath(dir)).remotes[remote.id];
  const routes = record?.versions[record.current]?.routes ?? [];
  return routes.filter((r) => isStaticRoute(r.path)).map((r) => routeFile(r.path));
}

/**
 * A release's pages, rendered against the deployed shell before the registry points at the new version: a route
 * that fails to render fails the release, and the registry and served HTML stay as they were.
 */
export async function prepareReleasePages(dir: string, remote: RemoteInfo, described: RemoteVersion): Promise<ServeReadyPages> {
  if (!hasShell(dir)) return () => undefined;
  const next = pointAt(readRegistry(registryPath(dir)), remote, described);
  const ctx = renderContext(dir, next);
  const store = pageStore(dir, ctx.shellId, remote.id, described.version);
  storePages(store, await renderRemoteVersion(ctx, remote.id, described.version));
  const retired = currentFiles(dir, remote);
  return () => servePages(dir, store, retired);
}

/** A rollback's pages: the stored ones of the target version (no render), rendered only if none were kept. */
export async function prepareRollbackPages(dir: string, remote: RemoteInfo, target: string): Promise<ServeReadyPages> {
  if (!hasShell(dir)) return () => undefined;
  const store = pageStore(dir, shellBuildId(dir), remote.id, target);
  if (!hasStoredPages(store)) {
    const ctx = renderContext(dir, readRegistry(registryPath(dir)));
    storePages(store, await renderRemoteVersion(ctx, remote.id, target));
  }
  const retired = currentFiles(dir, remote);
  return () => servePages(dir, store, retired);
}
