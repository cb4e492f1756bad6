// Test fixture: a remote's build as the deploy code reads it (entry, manifest, route list, one chunk), in a folder
// of its own; `text` makes its bytes, so its version, differ from another's.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteRoute } from '@bbg/shared/contract';
import type { RemoteInfo } from '../apps';

const PRIVACY_POLICY: RemoteRoute = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };

export function fakeBuild(remote: RemoteInfo, text: string, route: RemoteRoute = PRIVACY_POLICY): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `var ${remote.federationName} = ${JSON.stringify(text)};`);
  writeFileSync(join(dir, 'static/js/page.js'), `console.log(${JSON.stringify(text)});`);
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(join(dir, 'routes.json'), JSON.stringify([route]));
  return dir;
}
