/**
 * @jest-environment node
 */
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remoteRecord } from '@bbg/testing';
import { tempDir } from '../jest/temp-dir';
import { FolderStore } from '../deploy/storage/folder-store';
import { COMPRESS_FROM_BYTES } from './json-text';
import { makeSiteRoot, startSite, type RunningSite } from './test-site';

const registryOf = (current: string): string => JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: remoteRecord('legal', current) } });
const RELEASED = registryOf('1.0.1');
const EDITED = registryOf('1.0.0');

/** The registry as a client taking `encoding` reads it (fetch would ask for br and gzip whatever it is told). */
function served(site: RunningSite, encoding: string): Promise<{ status: number; encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.base}/registry.json`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const sent = String(res.headers['content-encoding'] ?? 'identity');
        const text = (sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, encoding: sent, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

const everyEncoding = async (site: RunningSite): Promise<unknown[]> => Promise.all(ENCODINGS.map(async (encoding) => [encoding, (await served(site, encoding)).text]));

/** Every client gets `text` with a 200, in the encoding it takes. */
const expectEveryClientGets = async (site: RunningSite, text: string): Promise<void> => {
  expect(await Promise.all(ENCODINGS.map((encoding) => served(site, encoding)))).toEqual(ENCODINGS.map((encoding) => ({ status: 200, encoding, text })));
};

/** A site whose registry.json a release wrote, with its .br and .gz. */
async function releasedSite(logged: string[] = []): Promise<RunningSite> {
  const root = makeSiteRoot();
  await new FolderStore(root).put('registry.json', Buffer.from(RELEASED));
  return startSite({ root, log: (message) => logged.push(message) });
}

describe('the registry an operator edits by hand', () => {
  it('is sent from its precompressed copies while they hold it, and compressed by the server once an edit leaves them stale', async () => {
    const site = await releasedSite();
    const previous = Array.from({ length: 12 }, (_, index) => `0.${index}.0`);
    const edited = JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: remoteRecord('legal', '1.0.0', { previous }) } });
    expect(Buffer.byteLength(edited)).toBeGreaterThan(COMPRESS_FROM_BYTES);
    try {
      await expectEveryClientGets(site, RELEASED);
      writeFileSync(join(site.root, 'registry.json'), edited);
      await expectEveryClientGets(site, edited);
    } finally {
      await site.close();
    }
  });

  it('reaches every client once valid, whatever encoding it takes, though the copies beside it still hold the release', async () => {
    const logged: string[] = [];
    const site = await releasedSite(logged);
    try {
      writeFileSync(join(site.root, 'registry.json'), EDITED);
      expect(await everyEncoding(site)).toEqual(ENCODINGS.map((encoding) => [encoding, EDITED]));
      expect(logged).toEqual([expect.stringMatching(/registry\.json reloaded$/)]);
      // The next release writes all three again: its copies are sent again.
      await new FolderStore(site.root).put('registry.json', Buffer.from(RELEASED));
      expect((await served(site, 'br')).encoding).toBe('br');
      expect(await everyEncoding(site)).toEqual(ENCODINGS.map((encoding) => [encoding, RELEASED]));
    } finally {
      await site.close();
    }
  });

  it('is sent when the file is a link out of the folder, as the server runs on it', async () => {
    const logged: string[] = [];
    const site = await releasedSite(logged);
    const outside = join(tempDir('outside-'), 'registry.json');
    writeFileSync(outside, EDITED);
    try {
      rmSync(join(site.root, 'registry.json'));
      symlinkSync(outside, join(site.root, 'registry.json'));
      expect(await everyEncoding(site)).toEqual(ENCODINGS.map((encoding) => [encoding, EDITED]));
    } finally {
      await site.close();
    }
  });
});
