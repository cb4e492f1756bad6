import { canaryOf, withCanary, type Registry, type RemoteRecord } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { refreshCdnFunction } from '../prerender/site-files';
import { DeployError } from './deploy-error';
import { sayingWhatRegistryDid } from './registry-outcome';
import { updateRegistry } from './registry-store';
import { stagedTarget } from './staged-versions';
import type { ObjectStore } from './storage/object-store';

type Canary = NonNullable<RemoteRecord['canary']>;

const withRecord = (registry: Registry, remote: RemoteInfo, record: RemoteRecord): Registry => ({ ...registry, remotes: { ...registry.remotes, [remote.id]: record } });

const SHARE = /^\d{1,2}(?:\.\d{1,2})?$/;

/** A share of visitors, above 0 and below 100 (a canary at 100 % is a promotion: npm run promote). */
export function canaryShare(value: string): number {
  const percent = Number(value);
  // Written as a person writes a percentage (not 0x10 or 1e1), in the steps of 0.01 that cohorts fall in.
  if (!SHARE.test(value) || percent <= 0 || percent >= 100) {
    throw new DeployError(`'${value}' is not a share of visitors: give a percentage above 0 and below 100, in steps of 0.01 (npm run promote gives a canary to everyone).`);
  }
  return percent;
}

/** The remote's running canary, or a one-line refusal. */
function canaryTarget(record: RemoteRecord | undefined, remote: RemoteInfo): Canary {
  const canary = record && canaryOf(record);
  if (!canary) throw new DeployError(`${remote.dir} has no canary: start one with npm run canary -- ${remote.id} <staged version> <percent>.`);
  return canary;
}

/**
 * A staged version given to `percent` of visitors. It stays staged (published, rendered, previewable); the canary
 * marks the share. One canary a remote: a second version is refused until the first ends.
 */
export function startCanary(registry: Registry, remote: RemoteInfo, version: string, percent: number): Registry {
  const record = stagedTarget(registry.remotes[remote.id], remote, version);
  const running = canaryOf(record);
  if (running && running.version !== version) {
    throw new DeployError(`${remote.dir} already has a canary, ${running.version} at ${running.percent}%: end it first (npm run rollback -- ${remote.id}) or promote it.`);
  }
  if (running?.percent === percent) return registry;
  return withRecord(registry, remote, withCanary(record, { version, percent }));
}

/** The running canary's share changed. */
export function setCanaryShare(registry: Registry, remote: RemoteInfo, percent: number): Registry {
  const record = registry.remotes[remote.id];
  const canary = canaryTarget(record, remote);
  if (!record || canary.percent === percent) return registry;
  return withRecord(registry, remote, withCanary(record, { ...canary, percent }));
}

/** The canary ended: every visitor gets the current version again, which never changed. The version stays staged. */
export function endCanary(registry: Registry, remote: RemoteInfo): Registry {
  const record = registry.remotes[remote.id];
  canaryTarget(record, remote);
  return record ? withRecord(registry, remote, withCanary(record, undefined)) : registry;
}

/** What the registry holds of a remote's canary, for a failure's message. */
function canaryState(registry: Registry, remote: RemoteInfo): string {
  const canary = registry.remotes[remote.id]?.canary;
  return canary ? `gives ${remote.dir} ${canary.version} to ${canary.percent}% of visitors` : `runs no canary of ${remote.dir}`;
}

/**
 * A change of a remote's canary, by compare-and-swap: `change` is applied to the registry as it is when written, so
 * a refusal (no canary any more, another version) comes from what is there then. The CDN function is then made again
 * (the canary's pages published, its share in the table). A failure says whether the registry changed; the same
 * command run again finishes the job.
 */
export async function writeCanary(store: ObjectStore, remote: RemoteInfo, change: (registry: Registry) => Registry, what: string): Promise<Registry> {
  return sayingWhatRegistryDid(async (changed) => {
    const registry = await updateRegistry(store, change, { what: `${what} of ${remote.dir}` });
    changed(canaryState(registry, remote));
    await refreshCdnFunction(store);
    return registry;
  });
}
