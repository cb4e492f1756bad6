/**
 * @jest-environment node
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RemoteInfo } from '../apps';
import { publishRemote } from './publish-remote';
import { readRegistry, updateRegistry } from './registry-store';
import { DeployError } from './deploy-error';
import { rollbackRemote } from './rollback-remote';

const legal: RemoteInfo = { id: 'legal', dir: 'mfe-legal', federationName: 'mfe_legal', port: 3005, section: 'Legal' };

function fakeBuild(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `var mfe_legal = ${JSON.stringify(text)};`);
  writeFileSync(join(dir, 'static/js/page.js'), `console.log(${JSON.stringify(text)});`);
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(join(dir, 'routes.json'), JSON.stringify([{ path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' }]));
  return dir;
}

describe('release and rollback', () => {
  let deploy: string;
  beforeEach(() => {
    deploy = mkdtempSync(join(tmpdir(), 'deploy-'));
  });

  it('publishes immutable versions, keeps the old ones and records the history', () => {
    const first = publishRemote(legal, fakeBuild('one'), 'src1', deploy);
    const second = publishRemote(legal, fakeBuild('two'), 'src2', deploy);
    expect(first.version).not.toBe(second.version);
    const record = readRegistry(join(deploy, 'registry.json')).remotes.legal!;
    expect(record.current).toBe(second.version);
    expect(record.previous).toEqual([first.version]);
    const v2 = record.versions[second.version]!;
    expect(v2.entry).toBe(`remotes/legal/${second.version}/mf-manifest.json`);
    expect(v2.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(v2.routes.map((r) => r.path)).toEqual(['/privacy-policy']);
    expect(readdirSync(join(deploy, 'remotes/legal')).sort()).toEqual([first.version, second.version].sort());
  });

  it('publishing the same build twice changes nothing', () => {
    const build = fakeBuild('same');
    publishRemote(legal, build, 'src', deploy);
    expect(publishRemote(legal, build, 'src', deploy).changed).toBe(false);
    expect(readRegistry(join(deploy, 'registry.json')).remotes.legal!.previous).toEqual([]);
  });

  it('rolls back to the previous version, then further, and to a named one', () => {
    const path = join(deploy, 'registry.json');
    const a = publishRemote(legal, fakeBuild('a'), undefined, deploy).version;
    const b = publishRemote(legal, fakeBuild('b'), undefined, deploy).version;
    const c = publishRemote(legal, fakeBuild('c'), undefined, deploy).version;
    expect(rollbackRemote(legal, undefined, path)).toEqual({ from: c, to: b });
    expect(rollbackRemote(legal, undefined, path)).toEqual({ from: b, to: a });
    expect(() => rollbackRemote(legal, undefined, path)).toThrow(DeployError);
    expect(rollbackRemote(legal, c, path)).toEqual({ from: a, to: c });
    expect(readRegistry(path).remotes.legal!.previous).toEqual([a]);
  });

  it('writes the registry with brotli and gzip copies that match it after every write', () => {
    const path = join(deploy, 'registry.json');
    publishRemote(legal, fakeBuild('a'), undefined, deploy);
    publishRemote(legal, fakeBuild('b'), undefined, deploy);
    rollbackRemote(legal, undefined, path);
    const plain = readFileSync(path);
    expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(plain);
    expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(plain);
    expect(readdirSync(deploy).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses unknown versions and leaves the registry byte-for-byte unchanged', () => {
    const path = join(deploy, 'registry.json');
    publishRemote(legal, fakeBuild('x'), undefined, deploy);
    const before = readRegistry(path);
    expect(() => rollbackRemote(legal, '0.0.0-nope', path)).toThrow(/has no version 0\.0\.0-nope/);
    expect(readRegistry(path)).toEqual(before);
  });

  it('two writers at once lose nothing and never leave a corrupt registry', async () => {
    const path = join(deploy, 'registry.json');
    updateRegistry((r) => r, path);
    const worker = join(__dirname, 'registry-writer.fixture.ts');
    const run = (name: string) =>
      new Promise<void>((resolve, reject) => {
        const child = fork(worker, [path, name, '25'], { execArgv: ['--import', 'tsx'] });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer ${name} exited ${code}`))));
      });
    await Promise.all([run('a'), run('b'), run('c')]);
    const registry = readRegistry(path) as unknown as { marks?: string[] };
    expect(registry.marks).toHaveLength(75);
  }, 60_000);
});
