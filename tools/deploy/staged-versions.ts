import { canaryOf, stagedOf, withCanary, type Registry, type RemoteRecord, type RemoteVersion } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { assertOwnRoutes } from './route-claims';
import { DeployError } from './deploy-error';

/** A record with this staged list; an empty list leaves the field out, so a record with nothing staged has no `staged`. */
export function withStaged(record: RemoteRecord, staged: readonly string[]): RemoteRecord {
  const next: { -readonly [K in keyof RemoteRecord]: RemoteRecord[K] } = { ...record, staged };
  if (staged.length === 0) delete next.staged;
  return next;
}

const withRecord = (registry: Registry, remote: RemoteInfo, record: RemoteRecord): Registry => ({
  ...registry,
  remotes: { ...registry.remotes, [remote.id]: record },
});

const never = (remote: RemoteInfo): DeployError =>
  new DeployError(`${remote.dir} has never been released: release it first (npm run release -- ${remote.id}); a later version can then be staged.`);

/** Records a published version as staged: described in `versions`, listed in `staged`, `current` untouched. */
export function stageIn(registry: Registry, remote: RemoteInfo, described: RemoteVersion): Registry {
  const record = registry.remotes[remote.id];
  if (!record) throw never(remote);
  if (record.current === described.version) throw new DeployError(`${remote.dir} ${described.version} is the current version already: there is nothing to stage.`);
  if (stagedOf(record).includes(described.version)) return registry;
  const versions = { ...record.versions, [described.version]: record.versions[described.version] ?? described };
  return withRecord(registry, remote, withStaged({ ...record, versions }, [...stagedOf(record), described.version]));
}

/** The staged version named, or a message listing the staged ones. */
export function stagedTarget(record: RemoteRecord | undefined, remote: RemoteInfo, version: string): RemoteRecord {
  if (!record) throw never(remote);
  if (!stagedOf(record).includes(version)) {
    throw new DeployError(`${remote.dir} has no staged version ${version}. Staged: ${stagedOf(record).join(', ') || 'none'}.`);
  }
  return record;
}

/** The record without its canary when the canary is `version` (promoted or discarded), else as it is. */
function endingCanaryOf(record: RemoteRecord, version: string): RemoteRecord {
  return canaryOf(record)?.version === version ? withCanary(record, undefined) : record;
}

/**
 * A staged version made current, as a release makes a version current: the old current goes to the end of `previous`.
 * A canary of that version ends: everyone now gets it.
 */
export function promoteIn(registry: Registry, remote: RemoteInfo, version: string): Registry {
  const record = endingCanaryOf(stagedTarget(registry.remotes[remote.id], remote, version), version);
  assertOwnRoutes(registry, remote.id, record.versions[version]?.routes ?? []);
  const previous = [...record.previous.filter((name) => name !== version), record.current];
  return withRecord(registry, remote, withStaged({ ...record, current: version, previous }, stagedOf(record).filter((name) => name !== version)));
}

/**
 * A staged version's mark dropped, and its description with it unless `previous` still names it: a discarded version
 * can no longer be previewed, promoted or rolled to, and a canary of it ends. Its immutable folder stays (nothing links it).
 */
export function discardIn(registry: Registry, remote: RemoteInfo, version: string): Registry {
  const record = endingCanaryOf(stagedTarget(registry.remotes[remote.id], remote, version), version);
  const versions = record.previous.includes(version) ? record.versions : Object.fromEntries(Object.entries(record.versions).filter(([name]) => name !== version));
  return withRecord(registry, remote, withStaged({ ...record, versions }, stagedOf(record).filter((name) => name !== version)));
}
