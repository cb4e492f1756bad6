import type { Registry } from '@bbg/shared/contract';
import type { RemoteInfo } from '../apps';
import { prepareReleasePages, prepareRollbackPages } from '../prerender/remote-pages-release';
import { refreshSiteFiles } from '../prerender/sitemap';
import { DeployError } from './deploy-error';
import { pointRegistryAt, stageRemote, uploadVersion, type PublishResult } from './publish-remote';
import { publishWorkspace } from './publish-workspace';
import { readRegistry } from './registry-store';
import { rollbackRemote, rollbackTarget } from './rollback-remote';
import type { ObjectStore } from './storage/object-store';
import { withWorkspace } from './workspace';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A release to any target: the immutable version folder, then the pages rendered against the deployed shell (stored
 * privately, then served) and, last, the registry by compare-and-swap. If the registry write gives up, the served
 * pages are put back, so nothing is half-done; the version folder and the stored pages stay (nothing links them).
 */
export async function releaseRemote(store: ObjectStore, remote: RemoteInfo, buildDir: string, sourceHash: string | undefined): Promise<PublishResult> {
  return withWorkspace(store, async (ws) => {
    const described = stageRemote(remote, buildDir, sourceHash, ws);
    const { registry } = await readRegistry(store);
    if (registry.remotes[remote.id]?.current === described.version) return { version: described.version, changed: false };
    await uploadVersion(ws, remote.id, described.version);
    const serving = await prepareReleasePages(ws, registry, remote, described).catch((error: unknown) => {
      throw new DeployError(`${remote.dir} was not released: ${reason(error)}. The registry and the served pages are unchanged.`);
    });
    await publishWorkspace(ws, serving.removed);
    const result = await pointRegistryAt(store, remote, described).catch(async (error: unknown) => {
      await serving.undo();
      throw error;
    });
    await refreshSiteFiles(ws);
    return result;
  });
}

/**
 * A switch to a version the registry already describes (a rollback, a promotion), on any target: `pick` names it (or
 * refuses), its stored pages are served, then `point` moves the registry (compare-and-swap); if that gives up, the
 * served pages are put back.
 */
export async function serveVersion(
  store: ObjectStore,
  remote: RemoteInfo,
  pick: (registry: Registry) => string,
  point: (target: string) => Promise<{ from: string; to: string }>,
  done: string,
): Promise<{ from: string; to: string }> {
  return withWorkspace(store, async (ws) => {
    const { registry } = await readRegistry(store);
    const target = pick(registry);
    const serving = await prepareRollbackPages(ws, registry, remote, target).catch((error: unknown) => {
      throw new DeployError(`${remote.dir} was not ${done}: ${reason(error)}. Nothing changed.`);
    });
    await publishWorkspace(ws, serving.removed);
    const result = await point(target).catch(async (error: unknown) => {
      await serving.undo();
      throw error;
    });
    await refreshSiteFiles(ws);
    return result;
  });
}

/** A rollback on any target: the target version's stored pages served, then the registry pointed back (compare-and-swap). */
export const rollbackAndServe = (store: ObjectStore, remote: RemoteInfo, to: string | undefined): Promise<{ from: string; to: string }> =>
  serveVersion(store, remote, (registry) => rollbackTarget(registry.remotes[remote.id], remote, to), (target) => rollbackRemote(remote, target, store), 'rolled back');
