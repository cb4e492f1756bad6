import type { RemoteRoute, RemoteVersion } from '@bbg/contract';

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
