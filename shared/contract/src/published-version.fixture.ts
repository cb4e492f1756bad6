/**
 * @internal Test fixture: one published version of mfe-legal as the registry stores it, with the routes given. Loose
 * (`unknown` routes), so a test can hand the checks a malformed one.
 */
export const publishedVersion = (name: string, routes: readonly unknown[]) => ({
  version: name,
  entry: `remotes/legal/${name}/mf-manifest.json`,
  entryScript: `remotes/legal/${name}/remoteEntry.js`,
  integrity: 'sha384-entry',
  files: `remotes/legal/${name}/integrity.json`,
  filesIntegrity: 'sha384-files',
  routes,
  publishedAt: '2026-01-01T00:00:00Z',
});
