/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteApp } from '../apps';
import { buildApps } from './build-apps';
import { versionName } from './publish-remote';

const about = remoteApp('about');
const legal = remoteApp('legal');

describe('buildApps', () => {
  const root = mkdtempSync(join(tmpdir(), 'bbg-builds-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives a remote the same version whether it is built with other apps (npm run build) or alone (a release)', async () => {
    await buildApps([about, legal], (app) => join(root, 'together', app.dir));
    await buildApps([legal], (app) => join(root, 'alone', app.dir));
    expect(versionName(legal, join(root, 'alone', legal.dir))).toBe(versionName(legal, join(root, 'together', legal.dir)));
  }, 180_000);
});
