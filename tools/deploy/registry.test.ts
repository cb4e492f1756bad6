/**
 * @jest-environment node
 */
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remoteRecord } from '@bbg/testing';
import { fakeBuild } from './fake-build.fixture';
import { publishRemote } from './publish-remote';
import { readRegistry as readStored, updateRegistry } from './registry-store';
import { FolderStore } from './storage/folder-store';
import { DeployError } from './deploy-error';
import { rollbackRemote } from './rollback-remote';
import { legal } from './staged-site.fixture';
import { tempDir } from '../jest/temp-dir';

const readRegistry = async (dir: string) => (await readStored(new FolderStore(dir))).registry;

describe('release and rollback', () => {
  let deploy: string;
  let store: FolderStore;
  beforeEach(() => {
    deploy = tempDir('deploy-');
    store = new FolderStore(deploy);
  });

  it('publishes immutable versions, keeps the old ones and records the history', async () => {
    const first = await publishRemote(legal, fakeBuild(legal, 'one'), 'src1', store);
    const second = await publishRemote(legal, fakeBuild(legal, 'two'), 'src2', store);
    expect(first.version).not.toBe(second.version);
    const record = (await readRegistry(deploy)).remotes.legal!;
    expect(record.current).toBe(second.version);
    expect(record.previous).toEqual([first.version]);
    const v2 = record.versions[second.version]!;
    expect(v2.entry).toBe(`remotes/legal/${second.version}/mf-manifest.json`);
    expect(v2.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(v2.routes.map((r) => r.path)).toEqual(['/privacy-policy']);
    expect(readdirSync(join(deploy, 'remotes/legal')).sort()).toEqual([first.version, second.version].sort());
  });

  it('publishing the same build twice changes nothing', async () => {
    const build = fakeBuild(legal, 'same');
    await publishRemote(legal, build, 'src', store);
    expect((await publishRemote(legal, build, 'src', store)).changed).toBe(false);
    expect((await readRegistry(deploy)).remotes.legal!.previous).toEqual([]);
  });

  it('rolls back to the previous version, then further, and to a named one', async () => {
    const a = (await publishRemote(legal, fakeBuild(legal, 'a'), undefined, store)).version;
    const b = (await publishRemote(legal, fakeBuild(legal, 'b'), undefined, store)).version;
    const c = (await publishRemote(legal, fakeBuild(legal, 'c'), undefined, store)).version;
    expect(await rollbackRemote(legal, undefined, store)).toEqual({ from: c, to: b });
    expect(await rollbackRemote(legal, undefined, store)).toEqual({ from: b, to: a });
    await expect(rollbackRemote(legal, undefined, store)).rejects.toThrow(DeployError);
    expect(await rollbackRemote(legal, c, store)).toEqual({ from: a, to: c });
    expect((await readRegistry(deploy)).remotes.legal!.previous).toEqual([a]);
  });

  it('writes the registry with brotli and gzip copies that match it after every write', async () => {
    const path = join(deploy, 'registry.json');
    await publishRemote(legal, fakeBuild(legal, 'a'), undefined, store);
    await publishRemote(legal, fakeBuild(legal, 'b'), undefined, store);
    await rollbackRemote(legal, undefined, store);
    const plain = readFileSync(path);
    expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(plain);
    expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(plain);
    expect(readdirSync(deploy).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses unknown versions and leaves the registry byte-for-byte unchanged', async () => {
    await publishRemote(legal, fakeBuild(legal, 'x'), undefined, store);
    const before = await readRegistry(deploy);
    await expect(rollbackRemote(legal, '0.0.0-nope', store)).rejects.toThrow(/has no version 0\.0\.0-nope/);
    expect(await readRegistry(deploy)).toEqual(before);
  });

  it('refuses to roll back to the current version, leaving its history as it was', async () => {
    const a = (await publishRemote(legal, fakeBuild(legal, 'a'), undefined, store)).version;
    const b = (await publishRemote(legal, fakeBuild(legal, 'b'), undefined, store)).version;
    const before = await readRegistry(deploy);
    await expect(rollbackRemote(legal, b, store)).rejects.toThrow(`mfe-legal is already at ${b}.`);
    expect(await readRegistry(deploy)).toEqual(before);
    expect(before.remotes.legal).toMatchObject({ current: b, previous: [a] });
  });

  it('refuses to roll back to a version whose page another remote serves now, naming both, and writes nothing', async () => {
    const cookies = { path: '/cookie-policy', expose: './cookie-policy', title: 'Cookie Policy', layout: 'main' } as const;
    const privacy = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' } as const;
    await publishRemote(legal, fakeBuild(legal, 'a', [privacy, cookies]), undefined, store);
    await publishRemote(legal, fakeBuild(legal, 'b', [privacy]), undefined, store);
    // Since legal's b dropped it, another remote has published /cookie-policy.
    await updateRegistry(store, (r) => ({ ...r, remotes: { ...r.remotes, careers: remoteRecord('careers', '1.0.0-c', { routes: [cookies] }) } }), { what: 'a test' });
    const before = await readRegistry(deploy);
    await expect(rollbackRemote(legal, undefined, store)).rejects.toThrow('/cookie-policy is claimed by both the remote legal and the remote careers (Careers)');
    expect(await readRegistry(deploy)).toEqual(before);
  });

  it('two writers at once lose nothing and never leave a corrupt registry', async () => {
    await updateRegistry(store, (r) => ({ ...r }), { what: 'a test' });
    const worker = join(__dirname, 'registry-writer.fixture.ts');
    const run = (name: string) =>
      new Promise<void>((resolve, reject) => {
        const child = fork(worker, [deploy, name, '25'], { execArgv: ['--import', 'tsx'] });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer ${name} exited ${code}`))));
      });
    await Promise.all([run('a'), run('b'), run('c')]);
    const registry = (await readRegistry(deploy)) as unknown as { marks?: string[] };
    expect(registry.marks).toHaveLength(75);
  }, 60_000);
});
