// Test fixture: a remote's build as the deploy code reads it (entry, manifest, route list, one chunk, a render bundle
// whose pages render nothing of their own), in a folder of its own; `text` makes its bytes, so its version, differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRoute } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { tempDir } from '../jest/temp-dir';

const PRIVACY_POLICY: RemoteRoute = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };

export function fakeBuild(remote: RemoteInfo, text: string, routes: readonly RemoteRoute[] = [PRIVACY_POLICY]): string {
  const dir = tempDir('build-');
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  mkdirSync(join(dir, 'server'));
  const exposes = [...new Set(routes.map((route) => route.expose))];
  writeFileSync(join(dir, 'remoteEntry.js'), `var ${remote.federationName} = ${JSON.stringify(text)};`);
  writeFileSync(join(dir, 'static/js/page.js'), `console.log(${JSON.stringify(text)});`);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote.federationName, exposes: exposes.map((path) => ({ path, assets: { css: { sync: [], async: [] } } })) }));
  writeFileSync(join(dir, 'server/pages.cjs'), `module.exports.pages = { ${exposes.map((path) => `${JSON.stringify(path)}: function Page() { return null; }`).join(', ')} };\n`);
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(routes));
  return dir;
}
