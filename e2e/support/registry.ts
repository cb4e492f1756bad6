import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry, RemoteId, RemoteRoute } from '@bbg/contract';
import { repoRoot } from '../../tools/apps';
import { registryPath } from '../../tools/deploy/deploy-paths';

export const readDeployedRegistry = (dir = join(repoRoot, 'dist')): Registry =>
  JSON.parse(readFileSync(registryPath(dir), 'utf8')) as Registry;

/** A concrete URL for a route path (`:id` becomes 1). */
export const samplePath = (route: RemoteRoute): string => route.path.replace(/:\w+/g, '1');

export function currentRoutes(registry: Registry): { id: RemoteId; section: string; route: RemoteRoute }[] {
  return (Object.entries(registry.remotes) as [RemoteId, NonNullable<Registry['remotes'][RemoteId]>][]).flatMap(([id, record]) =>
    (record.versions[record.current]?.routes ?? []).map((route) => ({ id, section: record.section, route })),
  );
}
