import { readFileSync } from 'node:fs';
import type { Registry, RemoteId, RemoteRoute } from '@bbg/contract';
import { deployDir, registryPath } from '../../tools/deploy/deploy-paths';

/** The registry of a deploy folder: by default the one the site project serves (dist/, or DEPLOY_DIR). */
export const readDeployedRegistry = (dir = deployDir()): Registry =>
  JSON.parse(readFileSync(registryPath(dir), 'utf8')) as Registry;

/** A concrete URL for a route path (`:id` becomes 1). */
export const samplePath = (route: RemoteRoute): string => route.path.replace(/:\w+/g, '1');

export function currentRoutes(registry: Registry): { id: RemoteId; section: string; route: RemoteRoute }[] {
  return (Object.entries(registry.remotes) as [RemoteId, NonNullable<Registry['remotes'][RemoteId]>][]).flatMap(([id, record]) =>
    (record.versions[record.current]?.routes ?? []).map((route) => ({ id, section: record.section, route })),
  );
}
