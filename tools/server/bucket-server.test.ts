/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Registry } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { FolderStore } from '../deploy/storage/folder-store';
import { objectHeaders } from '../deploy/storage/object-headers';
import { createBucketServer } from './bucket-server';
import { tempDir } from '../jest/temp-dir';

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: { legal: remoteRecord('legal', '1.0.0-a', { routes: [{ path: '/t&c', expose: './terms', title: 'Terms', layout: 'main' }] }) },
};

describe('npm run serve-bucket', () => {
  const root = tempDir('bbg-bucket-');
  const logged: string[] = [];
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const store = new FolderStore(root);
    const objects: Record<string, string> = {
      'index.html': 'home',
      't&c.html': 'terms',
      'app.html': 'app',
      'registry.json': JSON.stringify(registry),
      'config.json': JSON.stringify({ apiBaseUrl: 'https://api.example.com' }),
      'remotes/legal/1.0.0-a/remoteEntry.js': 'var legal;',
      'remotes/about/1.0.0-a/static/fonts/sora.0123456789.woff2': 'wOF2',
      '.server/render.cjs': 'module.exports = {};',
    };
    for (const [key, body] of Object.entries(objects)) await store.put(key, Buffer.from(body), objectHeaders(key));
    server = createBucketServer(store, (line) => logged.push(line));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async (path: string, init?: RequestInit): Promise<{ status: number; text: string; headers: Headers }> => {
    const response = await fetch(`${origin}${path}`, init);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  it('serves pages, app.html and files through the CDN rewrite, with the headers npm start sends', async () => {
    expect(await get('/')).toMatchObject({ status: 200, text: 'home' });
    expect(await get('/t&c')).toMatchObject({ status: 200, text: 'terms' });
    expect(await get('/t%26c')).toMatchObject({ status: 200, text: 'terms' });
    const app = await get('/newsletter/3');
    expect(app).toMatchObject({ status: 200, text: 'app' });
    expect(app.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
    expect(app.headers.get('x-content-type-options')).toBe('nosniff');
    expect(app.headers.get('cache-control')).toBe('no-cache');
    const entry = await get('/remotes/legal/1.0.0-a/remoteEntry.js');
    expect(entry).toMatchObject({ status: 200, text: 'var legal;' });
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/registry.json')).headers.get('cache-control')).toBe('no-store');
    const font = await get('/remotes/about/1.0.0-a/static/fonts/sora.0123456789.woff2');
    expect(font).toMatchObject({ status: 200, text: 'wOF2' });
    expect(font.headers.get('content-security-policy')).toBeNull();
    expect(font.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = entry.headers.get('etag') ?? '';
    expect((await get('/remotes/legal/1.0.0-a/remoteEntry.js', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 404 for private and missing objects, and refuses what a file server never takes', async () => {
    expect((await get('/.server/render.cjs')).status).toBe(404);
    expect((await get('/%2Eserver/render.cjs')).status).toBe(404);
    expect((await get('/static/js/missing.js')).status).toBe(404);
    for (const path of ['/static/', '/remotes/', '/remotes/legal//remoteEntry.js']) expect((await get(path)).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/index.html', { method: 'POST', body: 'x' })).status).toBe(405);
    expect(logged).toEqual([]);
  });

  it('answers 404 for a path no object can have (an empty segment, a folder), never blaming the target', async () => {
    for (const path of ['/remotes/', '/remotes/legal/', '/static/', '/a//b.js', '//x.js', '/remotes//legal/1.0.0-a/remoteEntry.js']) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
    expect(logged).toEqual([]);
  });

  it('answers a FIFO in the folder with a failure at once, and goes on serving', async () => {
    execFileSync('mkfifo', [join(root, 'stuck.js')]);
    const stuck = await get('/stuck.js', { signal: AbortSignal.timeout(5000) });
    expect(stuck).toMatchObject({ status: 502, text: expect.stringMatching(/stuck\.js is not a regular file/) });
    expect(await get('/')).toMatchObject({ status: 200, text: 'home' });
    logged.length = 0;
  });
});
