/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { listFiles } from '../deploy/hash';
import { FolderStore } from '../deploy/storage/folder-store';
import { isPrivateKey, PRIVATE_PREFIX } from '../deploy/storage/object-store';
import { createSiteServer, type SiteServer } from './create-server';
import { tempDir } from '../jest/temp-dir';

const html = (title: string): Buffer => Buffer.from(`<!doctype html><title>${title}</title>${' '.repeat(600)}`);
const urlPath = (file: string): string => `/${file.split('/').map(encodeURIComponent).join('/')}`;

describe('private files of the folder target', () => {
  const scratch = tempDir('bbg-private-');
  const root = join(scratch, 'dist');
  const store = new FolderStore(root);
  let server: SiteServer;
  let origin: string;
  beforeAll(async () => {
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
    server = createSiteServer({ root, enquiryLog: join(scratch, 'enquiries.jsonl'), log: () => undefined });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.shutdown(100);
  });

  it('keeps no private file in the public folder: they are all in the folder beside it', async () => {
    const keys = await store.list('');
    expect(keys.filter(isPrivateKey)).toHaveLength(7);
    expect(listFiles(root).filter((file) => file.startsWith('.'))).toEqual([]);
    expect(listFiles(store.privateRoot).filter((file) => !/\.(br|gz)$/.test(file))).toEqual(keys.filter(isPrivateKey).map((key) => key.slice(PRIVATE_PREFIX.length)));
  });

  it('answers every public file, and no private one however it is asked for', async () => {
    const got = async (path: string): Promise<{ status: number; body: Buffer }> => {
      const answer = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
    };
    const publicFiles = listFiles(root);
    const privateFiles = listFiles(store.privateRoot);
    // Loops over no files would prove nothing.
    expect([publicFiles.length > 0, privateFiles.length > 0]).toEqual([true, true]);
    for (const file of publicFiles) expect([file, (await got(urlPath(file))).status]).toEqual([file, 200]);
    // Every file under the deploy target: by its key, by its path in the private folder, and by a way out of the public one.
    for (const file of privateFiles) {
      const bytes = readFileSync(join(store.privateRoot, file));
      for (const path of [urlPath(`.server/${file}`), urlPath(file), `/..${urlPath(`dist-private/${file}`)}`, `/%2E%2E${urlPath(`dist-private/${file}`)}`, `/%2Eserver${urlPath(file)}`]) {
        const answer = await got(path);
        expect([path, answer.status === 200 && answer.body.equals(bytes)]).toEqual([path, false]);
      }
    }
  });

  it('still answers 404 for the private paths of an older deploy folder, should its .server/ folder be there', async () => {
    mkdirSync(join(root, '.server'), { recursive: true });
    writeFileSync(join(root, '.server/render.cjs'), 'module.exports = {};');
    for (const path of ['/.server/render.cjs', '/%2Eserver/render.cjs', '/.server/']) expect([path, (await fetch(`${origin}${path}`)).status]).toEqual([path, 404]);
    rmSync(join(root, '.server'), { recursive: true, force: true });
  });
});
