import { existsSync, readFileSync } from 'node:fs';
import { versionBefore, type Registry, type RemoteRecord } from '@bbg/contract';
import { registryPath } from './deploy-paths';
import { withStaged } from './staged-versions';

/** Set by `npm run build` to the target's registry, copied to a file: what the shell bakes in. */
export const BAKED_REGISTRY_ENV = 'BBG_BAKED_REGISTRY';

/** Only what the shell would try: the current version and the one before it. History and staged versions stay out of the bundle. */
function trim(record: RemoteRecord): RemoteRecord {
  const before = versionBefore(record);
  const keep = [record.current, ...(before ? [before] : [])];
  return {
    ...withStaged(record, []),
    previous: before ? [before] : [],
    versions: Object.fromEntries(keep.flatMap((name) => (record.versions[name] ? [[name, record.versions[name]]] : []))),
  };
}

/** The registry as it is now, baked into the shell as its last known good copy. */
export function bakedRegistry(): Registry | null {
  const path = process.env[BAKED_REGISTRY_ENV] || registryPath();
  if (!existsSync(path)) return null;
  const registry = JSON.parse(readFileSync(path, 'utf8')) as Registry;
  return { ...registry, remotes: Object.fromEntries(Object.entries(registry.remotes).map(([id, record]) => [id, trim(record)])) };
}
