import type { Registry } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import type { Serving } from '../prerender/page-store';
import { prepareReleasePages, prepareRollbackPages } from '../prerender/remote-pages-release';
import { refreshSiteFiles } from '../prerender/site-files';
import { DeployError, sentence } from './deploy-error';
import { pointRegistryAt, stageRemote, uploadVersion, type PublishResult } from './publish-remote';
import { publishWorkspace } from './publish-workspace';
import { sayingWhatRegistryDid } from './registry-outcome';
import { readRegistry } from './registry-store';
import { rollbackRemote, rollbackTarget } from './rollback-remote';
import { SwapOutcomeUnknown } from './storage/compare-and-swap';
import type { ObjectStore } from './storage/object-store';
import { withWorkspace, type Workspace } from './workspace';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Puts the served pages back as they were after a failure; if even that fails, the failure says so. */
async function putPagesBack(serving: Serving, error: unknown): Promise<void> {
  try {
    await serving.undo();
  } catch (undoError) {
    throw new DeployError(`${reason(error)} The served pages could not all be put back either: ${reason(undoError)}`, { cause: error });
  }
}

/**
 * Publishes the prepared pages, then points the registry (`point`, a compare-and-swap). If either fails, the served
 * pages are put back, unless it is not known whether the registry moved (then they stay the new version's, which
 * they must be if it did); if it lands, the sitemap and the CDN files are brought up to date.
 */
async function serveThenPoint<T>(ws: Workspace, serving: Serving, point: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    await publishWorkspace(ws, serving.removed);
    result = await point();
  } catch (error) {
    if (!(error instanceof SwapOutcomeUnknown)) await putPagesBack(serving, error);
    throw error;
  }
  await refreshSiteFiles(ws);
  return result;
}

/**
 * A release to any target: the immutable version folder, then the pages rendered against the deployed shell (stored
 * privately, then served) and, last, the registry by compare-and-swap. If the registry write gives up, the served
 * pages are put back, so nothing is half-done; the version folder and the stored pages stay (nothing links them).
 * A failure says whether the registry changed.
 */
export async function releaseRemote(store: ObjectStore, remote: RemoteInfo, buildDir: string, sourceHash: string | undefined): Promise<PublishResult> {
  return sayingWhatRegistryDid((landed) =>
    withWorkspace(store, async (ws) => {
      const described = stageRemote(remote, buildDir, sourceHash, ws);
      const { registry } = await readRegistry(store);
      if (registry.remotes[remote.id]?.current === described.version) return { version: described.version, changed: false };
      await uploadVersion(ws, remote.id, described.version);
      const serving = await prepareReleasePages(ws, registry, remote, described).catch((error: unknown) => {
        throw new DeployError(`${remote.dir} was not released: ${sentence(reason(error))} The served pages are unchanged.`);
      });
      return serveThenPoint(ws, serving, async () => {
        const pointed = await pointRegistryAt(store, remote, described);
        landed(`points ${remote.dir} at ${described.version}`);
        return pointed;
      });
    }),
  );
}

/**
 * A switch to a version the registry already describes (a rollback, a promotion), on any target: `pick` names it (or
 * refuses), its stored pages are served, then `point` moves the registry (compare-and-swap); if that gives up, the
 * served pages are put back. A failure says whether the registry changed.
 */
export async function serveVersion(
  store: ObjectStore,
  remote: RemoteInfo,
  pick: (registry: Registry) => string,
  point: (target: string) => Promise<{ from: string; to: string }>,
  done: string,
): Promise<{ from: string; to: string }> {
  return sayingWhatRegistryDid((landed) =>
    withWorkspace(store, async (ws) => {
      const { registry } = await readRegistry(store);
      const target = pick(registry);
      const serving = await prepareRollbackPages(ws, registry, remote, target).catch((error: unknown) => {
        throw new DeployError(`${remote.dir} was not ${done}: ${sentence(reason(error))} The served pages are unchanged.`);
      });
      return serveThenPoint(ws, serving, async () => {
        const moved = await point(target);
        landed(`points ${remote.dir} at ${moved.to}`);
        return moved;
      });
    }),
  );
}

/** A rollback on any target: the target version's stored pages served, then the registry pointed back (compare-and-swap). */
export const rollbackAndServe = (store: ObjectStore, remote: RemoteInfo, to: string | undefined): Promise<{ from: string; to: string }> =>
  serveVersion(store, remote, (registry) => rollbackTarget(registry.remotes[remote.id], remote, to), (target) => rollbackRemote(remote, target, store), 'rolled back');
