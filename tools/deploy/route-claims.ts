import type { Registry, RemoteId, RemoteRoute } from '@bbg/contract';
import { paths as shellPaths } from '../../shell/src/app/paths';
import { DeployError } from './deploy-error';

/** Who serves a path now: the shell for its own pages, else the remote whose current version lists it. */
function ownerOf(registry: Registry, path: string, except: RemoteId): string | undefined {
  const key = path.toLowerCase();
  if (Object.values(shellPaths).some((own) => own.toLowerCase() === key)) return 'the shell';
  for (const [id, record] of Object.entries(registry.remotes)) {
    if (id === except) continue;
    const routes = record.versions[record.current]?.routes ?? [];
    if (routes.some((route) => route.path.toLowerCase() === key)) return `the remote ${id} (${record.section})`;
  }
  return undefined;
}

/**
 * Refuses to make `routes` current for `remote` when the shell or another remote's current version already serves one
 * of their paths: a path belongs to one app, and the router matches paths in any case, so `/About-Us` is `/about-us`.
 */
export function assertOwnRoutes(registry: Registry, remote: RemoteId, routes: readonly RemoteRoute[]): void {
  for (const route of routes) {
    const owner = ownerOf(registry, route.path, remote);
    if (owner) throw new DeployError(`${route.path} is claimed by both the remote ${remote} and ${owner}: a page belongs to one section. Rename or remove it in one of them.`);
  }
}
