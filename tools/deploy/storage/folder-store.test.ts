/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DeployError } from '../deploy-error';
import { FolderStore } from './folder-store';
import { objectHeaders } from './object-headers';
import { tempDir } from '../../jest/temp-dir';

const text = (s: string): Buffer => Buffer.from(s);
const headers = objectHeaders('x.json');

describe('FolderStore', () => {
  const root = tempDir('bbg-folder-store-');
  const store = new FolderStore(root);

  it('reads back what it wrote, with an ETag that changes with the bytes', async () => {
    expect(await store.get('a/b.json')).toBeUndefined();
    await store.put('a/b.json', text('one'), headers);
    const first = await store.get('a/b.json');
    expect(first?.body.toString()).toBe('one');
    await store.put('a/b.json', text('two'), headers);
    expect((await store.get('a/b.json'))?.etag).not.toBe(first?.etag);
  });

  it('writes once with put-if-absent, and refuses a second write of the same key', async () => {
    expect(await store.putIfAbsent('v/1.js', text('first'), headers)).toBe(true);
    expect(await store.putIfAbsent('v/1.js', text('second'), headers)).toBe(false);
    expect(readFileSync(join(root, 'v/1.js'), 'utf8')).toBe('first');
  });

  it('writes with put-if-match only while the ETag is the one read', async () => {
    await store.put('r.json', text('a'), headers);
    const { etag } = (await store.get('r.json'))!;
    expect(await store.putIfMatch('r.json', text('b'), etag, headers)).toBe(true);
    expect(await store.putIfMatch('r.json', text('c'), etag, headers)).toBe(false);
    expect((await store.get('r.json'))?.body.toString()).toBe('b');
  });

  it('keeps brotli and gzip copies of large text files only, and never lists them', async () => {
    const big = text('x'.repeat(2000));
    await store.put('big/page.html', big, headers);
    expect(brotliDecompressSync(readFileSync(join(root, 'big/page.html.br')))).toEqual(big);
    await store.put('big/page.html', text('small'), headers);
    expect(existsSync(join(root, 'big/page.html.br'))).toBe(false);
    expect(await store.list('big/')).toEqual(['big/page.html']);
  });

  it('lists by prefix and removes a key with its copies', async () => {
    expect(await store.list('v/')).toEqual(['v/1.js']);
    expect(await store.list('a')).toEqual(['a/b.json']);
    await store.remove('v/1.js');
    expect(await store.list('v/')).toEqual([]);
  });

  it('reads nothing under a key that names a folder, and refuses a FIFO at once, naming it, rather than wait on it', async () => {
    mkdirSync(join(root, 'folder.json'));
    expect(await store.get('folder.json')).toBeUndefined();
    execFileSync('mkfifo', [join(root, 'registry.json')]);
    await expect(store.get('registry.json')).rejects.toThrow(new DeployError(`${join(root, 'registry.json')} is not a regular file (a FIFO, a socket or a device): remove it, or put back the file it stands for.`));
  });

  it('refuses keys that would leave the folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) await expect(store.get(key)).rejects.toThrow(/Refusing the storage key/);
  });
});

describe('FolderStore: private keys', () => {
  const scratch = tempDir('bbg-folder-private-');

  it('keeps private keys in the folder beside the public one, and lists both as keys', async () => {
    const store = new FolderStore(join(scratch, 'dist'));
    await store.put('.server/pages/a/index.html', text('page'), headers);
    await store.put('index.html', text('home'), headers);
    expect(store.privateRoot).toBe(join(scratch, 'dist-private'));
    expect(readFileSync(join(scratch, 'dist-private/pages/a/index.html'), 'utf8')).toBe('page');
    expect(existsSync(join(scratch, 'dist/.server'))).toBe(false);
    expect(await store.list('')).toEqual(['.server/pages/a/index.html', 'index.html']);
    expect(await store.list('.')).toEqual(['.server/pages/a/index.html']);
    expect(await store.list('.server/pages/')).toEqual(['.server/pages/a/index.html']);
    expect(await store.list('i')).toEqual(['index.html']);
  });
});
