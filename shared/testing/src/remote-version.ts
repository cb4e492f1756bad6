import type { RemoteRecord, RemoteRoute, RemoteVersion } from '@bbg/contract';

const SPJ: RemoteRoute = { path: '/spj', expose: './spj', title: 'SPJ', layout: 'main' };

/** Test fixture: one published version of a remote as the registry describes it (routes: /spj unless given). */
export const remoteVersion = (remote: string, version: string, routes: readonly RemoteRoute[] = [SPJ]): RemoteVersion => ({
  version,
  entry: `remotes/${remote}/${version}/mf-manifest.json`,
  entryScript: `remotes/${remote}/${version}/remoteEntry.js`,
  integrity: 'sha384-entry',
  files: `remotes/${remote}/${version}/integrity.json`,
  filesIntegrity: 'sha384-files',
  routes,
  publishedAt: '2026-01-01T00:00:00Z',
});

type RecordFields = Partial<Omit<RemoteRecord, 'current'>> & { routes?: readonly RemoteRoute[] };

/**
 * Test fixture: a remote's record in the registry with `current` and the fields given (previous: none unless given),
 * named mfe_<remote> in the section <Remote>; each version it names (previous, current, staged, canary) described by
 * remoteVersion with `routes`, unless `versions` is given.
 */
export function remoteRecord(remote: string, current: string, { routes, ...fields }: RecordFields = {}): RemoteRecord {
  const named = [...(fields.previous ?? []), current, ...(fields.staged ?? []), ...(fields.canary ? [fields.canary.version] : [])];
  return {
    name: `mfe_${remote}`,
    section: `${remote.charAt(0).toUpperCase()}${remote.slice(1)}`,
    current,
    previous: [],
    versions: Object.fromEntries(named.map((version) => [version, remoteVersion(remote, version, routes)])),
    ...fields,
  };
}
