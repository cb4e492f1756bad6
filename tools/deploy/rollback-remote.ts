import { stagedOf, versionBefore, type Registry, type RemoteRecord } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { DeployError } from './deploy-error';
import { assertOwnRoutes } from './route-claims';
import { updateRegistry } from './registry-store';
import type { ObjectStore } from './storage/object-store';

/** The version a rollback goes to: the named one, or the one before the current. Refuses what cannot be. */
export function rollbackTarget(record: RemoteRecord | undefined, remote: RemoteInfo, to?: string): string {
  if (!record) throw new DeployError(`${remote.dir} has never been released, so there is nothing to roll back to.`);
  const target = to ?? versionBefore(record);
  if (!target) throw new DeployError(`${remote.dir} has no earlier version (current: ${record.current}).`);
  if (!record.versions[target]) throw new DeployError(`${remote.dir} has no version ${target}. Known versions: ${Object.keys(record.versions).join(', ')}`);
  if (target === record.current) throw new DeployError(`${remote.dir} is already at ${target}.`);
  if (stagedOf(record).includes(target)) throw new DeployError(`${remote.dir} ${target} is staged: make it current with npm run promote -- ${remote.id} ${target}`);
  return target;
}

/**
 * Points a remote back at the version that was current before (or at a named one it has had).
 * No build: one registry compare-and-swap. Refuses unknown versions and leaves the registry untouched.
 */
export async function rollbackRemote(remote: RemoteInfo, to: string | undefined, store: ObjectStore): Promise<{ from: string; to: string }> {
  let result = { from: '', to: '' };
  await updateRegistry(
    store,
    (registry: Registry) => {
      const record = registry.remotes[remote.id];
      const target = rollbackTarget(record, remote, to);
      if (!record) return registry;
      assertOwnRoutes(registry, remote.id, record.versions[target]?.routes ?? []);
      const cut = record.previous.lastIndexOf(target);
      // Going back drops the target (and anything after it) from the history; a named version that is
      // not in the history (it was rolled back past) is reached with the current one kept to return to.
      const previous = cut >= 0 ? record.previous.slice(0, cut) : [...record.previous, record.current];
      const next: RemoteRecord = { ...record, current: target, previous };
      result = { from: record.current, to: target };
      return { ...registry, remotes: { ...registry.remotes, [remote.id]: next } };
    },
    { what: `the rollback of ${remote.dir}` },
  );
  return result;
}
