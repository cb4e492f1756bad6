import type { Registry, RemoteRecord } from '@bbg/shared/contract';
import type { RemoteInfo } from '../apps';
import { DeployError } from './deploy-error';
import { registryPath } from './deploy-paths';
import { updateRegistry } from './registry-store';


/**
 * Points a remote back at the version that was current before (or at a named one it has had).
 * No build: one registry write. Refuses unknown versions and leaves the registry untouched.
 */
export function rollbackRemote(remote: RemoteInfo, to?: string, path = registryPath()): { from: string; to: string } {
  let result = { from: '', to: '' };
  updateRegistry((registry: Registry) => {
    const record = registry.remotes[remote.id];
    if (!record) throw new DeployError(`${remote.dir} has never been released, so there is nothing to roll back to.`);
    const target = to ?? record.previous.at(-1);
    if (!target) throw new DeployError(`${remote.dir} has no earlier version (current: ${record.current}).`);
    if (!record.versions[target]) {
      throw new DeployError(`${remote.dir} has no version ${target}. Known versions: ${Object.keys(record.versions).join(', ')}`);
    }
    if (target === record.current) throw new DeployError(`${remote.dir} is already at ${target}.`);
    const cut = record.previous.lastIndexOf(target);
    // Going back drops the target (and anything after it) from the history; a named version that is
    // not in the history (it was rolled back past) is reached with the current one kept to return to.
    const previous = cut >= 0 ? record.previous.slice(0, cut) : [...record.previous, record.current];
    const next: RemoteRecord = { ...record, current: target, previous };
    result = { from: record.current, to: target };
    return { ...registry, remotes: { ...registry.remotes, [remote.id]: next } };
  }, path);
  return result;
}
