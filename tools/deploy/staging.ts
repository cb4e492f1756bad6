import type { Registry } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { storeReleasePages } from '../prerender/remote-pages-release';
import { refreshCdnFunction } from '../prerender/site-files';
import { DeployError } from './deploy-error';
import { stageRemote, uploadVersion, type PublishResult } from './publish-remote';
import { publishWorkspace } from './publish-workspace';
import { sayingWhatRegistryDid } from './registry-outcome';
import { readRegistry, updateRegistry } from './registry-store';
import { serveVersion } from './release-remote';
import { discardIn, promoteIn, stagedTarget, stageIn } from './staged-versions';
import type { ObjectStore } from './storage/object-store';
import { withWorkspace } from './workspace';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * A staged release: the immutable version folder and its pages, rendered and stored privately with the version (no
 * served page changes), then the registry marks it staged by compare-and-swap. `current` stays: visitors see nothing
 * new. A refusal (never released, already current) comes before anything is written. A failure says whether the
 * registry changed.
 */
export async function stageRelease(store: ObjectStore, remote: RemoteInfo, buildDir: string, sourceHash: string | undefined): Promise<PublishResult> {
  return sayingWhatRegistryDid(() =>
    withWorkspace(store, async (ws) => {
      const described = stageRemote(remote, buildDir, sourceHash, ws);
      const { registry } = await readRegistry(store);
      if (stageIn(registry, remote, described) === registry) return { version: described.version, changed: false };
      await uploadVersion(ws, remote.id, described.version);
      await storeReleasePages(ws, registry, remote, described).catch((error: unknown) => {
        throw new DeployError(`${remote.dir} was not staged: ${reason(error)}. The served pages are unchanged.`);
      });
      await publishWorkspace(ws);
      let changed = false;
      await updateRegistry(
        store,
        (current) => {
          const next = stageIn(current, remote, described);
          changed = next !== current;
          return next;
        },
        { what: `the staging of ${remote.dir} ${described.version}` },
      );
      return { version: described.version, changed };
    }),
  );
}

/** Throws when the registry is no longer as a caller judged it (the judge: the same canary); checked inside the compare-and-swap. */
export type RegistryGuard = (registry: Registry) => void;

/** Makes a staged version current (compare-and-swap): the registry change of a promotion, no pages. */
async function promoteRemote(remote: RemoteInfo, version: string, store: ObjectStore, guard: RegistryGuard): Promise<{ from: string; to: string }> {
  let from = '';
  await updateRegistry(
    store,
    (registry) => {
      guard(registry);
      const next = promoteIn(registry, remote, version);
      from = registry.remotes[remote.id]?.current ?? '';
      return next;
    },
    { what: `the promotion of ${remote.dir} ${version}` },
  );
  return { from, to: version };
}

/**
 * A promotion on any target: the staged version's stored pages served, then the registry pointed at it, as a rollback
 * does. `guard` is checked on each registry read, the compare-and-swap's included; when it throws, the served pages
 * are put back.
 */
export const promoteAndServe = (store: ObjectStore, remote: RemoteInfo, version: string, guard: RegistryGuard = () => undefined): Promise<{ from: string; to: string }> =>
  serveVersion(
    store,
    remote,
    (registry) => {
      guard(registry);
      stagedTarget(registry.remotes[remote.id], remote, version);
      return version;
    },
    () => promoteRemote(remote, version, store, guard),
    'promoted',
  );

/** Drops a staged version (compare-and-swap); nothing served changes. A failure says whether the registry changed. */
export async function discardStaged(remote: RemoteInfo, version: string, store: ObjectStore): Promise<void> {
  await sayingWhatRegistryDid(async (changed) => {
    await updateRegistry(store, (registry) => discardIn(registry, remote, version), { what: `the discarding of ${remote.dir} ${version}` });
    changed(`stages no ${remote.dir} ${version}`);
    // A canary of that version ended with it: the CDN function stops choosing its pages.
    await refreshCdnFunction(store);
  });
}
