/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listFiles } from '../deploy/hash';
import { FolderStore } from '../deploy/storage/folder-store';
import { isPrivateKey } from '../deploy/storage/object-store';
import { createSiteServer, type SiteServer } from './create-server';

const html = (title: string): Buffer => Buffer.from(`<!doctype html><title>${title}</title>${' '.repeat(600)}`);

describe('private files of the deploy target', () => {
  const root = mkdtempSync(join(tmpdir(), 'bbg-private-'));
  let server: SiteServer;
  let origin: string;
  beforeAll(async () => {
    const store = new FolderStore(root);
    const files: Record<string, Buffer> = {
      'index.html': html('home'),
      'app.html': html('app'),
      'config.json': Buffer.from('{}'),
      'registry.json': Buffer.from('{"schema":1,"updatedAt":"","remotes":{}}'),
      'remotes/legal/1.0.0-a/remoteEntry.js': Buffer.from('var x = 1;'),
      '.server/render.cjs': Buffer.from(`module.exports = {};${' '.repeat(600)}`),
      '.server/template.html': html('template'),
      '.server/assets.json': Buffer.from('{}'),
      '.server/lastmod.json': Buffer.from('{}'),
      '.server/shell-build.json': Buffer.from('{}'),
      '.server/pages/abc/legal/1.0.0-a/t&c.html': html('terms'),
      '.server/registry-history/2026-01-01T00-00-00.000Z.json': Buffer.from('{}'),
    };
    for (const [key, body] of Object.entries(files)) await store.put(key, body, { contentType: '', cacheControl: '' });
    server = createSiteServer({ root, enquiryLog: join(root, 'enquiries.jsonl'), log: () => undefined });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.shutdown(100);
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for every private file on disk (and its .br/.gz copies), and 200 for the public ones', async () => {
    const onDisk = listFiles(root);
    const privateFiles = onDisk.filter(isPrivateKey);
    expect(privateFiles.length).toBeGreaterThan(7);
    for (const file of onDisk) {
      const url = `${origin}/${file.split('/').map(encodeURIComponent).join('/')}`;
      const { status } = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect([file, status]).toEqual([file, isPrivateKey(file) || /\.jsonl$/.test(file) ? 404 : 200]);
    }
    expect((await fetch(`${origin}/.server/render.cjs`, { headers: { 'Accept-Encoding': 'br' } })).status).toBe(404);
    expect((await fetch(`${origin}/%2Eserver/render.cjs`)).status).toBe(404);
  });
});
