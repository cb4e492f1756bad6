/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Registry } from '@bbg/shared/contract';
import { repoRoot } from '../apps';
import { readRegistry } from './registry-store';
import { FolderStore } from './storage/folder-store';
import { objectHeaders } from './storage/object-headers';
import { S3Store } from './storage/s3-store';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3rver } from './storage/s3rver.fixture';

const run = promisify(execFile);
const BUCKET = 'bbg-test';

/** A remote's build with one more file: a new version whose pages render the same words. */
function changedBuild(appDir = 'mfe-legal'): string {
  const out = mkdtempSync(join(tmpdir(), 'bbg-build-'));
  cpSync(join(repoRoot, appDir, 'dist'), out, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  writeFileSync(join(out, 'release-note.txt'), `changed ${Date.now()}\n`);
  return out;
}

/** The real CLI in a child process, in a folder with no dist/ and DEPLOY_DIR pointing nowhere: all it has is the target. */
async function bbg(env: Record<string, string>, ...args: string[]): Promise<{ out: string; ms: number }> {
  const cwd = mkdtempSync(join(tmpdir(), 'bbg-clone-'));
  const started = Date.now();
  const { stdout } = await run(process.execPath, [join(repoRoot, 'tools/bin/bbg.mjs'), ...args], {
    cwd,
    env: { ...process.env, ...env, DEPLOY_DIR: join(cwd, 'no-dist'), DEPLOY_TARGET: '', BBG_ROOT: repoRoot },
  });
  return { out: stdout, ms: Date.now() - started };
}

// Runs after `npm run build` (npm run test:e2e, or BBG_BUILT=1 npx jest ...): it publishes the built site.
if (!existsSync(join(repoRoot, 'dist/registry.json')) || !existsSync(join(repoRoot, 'mfe-legal/dist/remoteEntry.js'))) {
  throw new Error('These tests publish the built site: run npm run build first.');
}

describe('release and rollback against a real S3 server (s3rver)', () => {
  let s3: RunningS3rver | undefined;
  let env: Record<string, string>;
  let client: S3Client;
  let store: S3Store;
  const target = `s3://${BUCKET}/site`;

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    env = { ...S3RVER_CREDENTIALS, AWS_ENDPOINT_URL_S3: s3.endpoint };
    client = s3.client;
    store = new S3Store(client, BUCKET, 'site/');
    // The shell and every remote as `npm run build` published them, copied object by object with their headers.
    const folder = new FolderStore(join(repoRoot, 'dist'));
    const keys = await folder.list('');
    for (let i = 0; i < keys.length; i += 16) {
      await Promise.all(keys.slice(i, i + 16).map(async (key) => store.put(key, (await folder.get(key))!.body, objectHeaders(key))));
    }
  }, 120_000);
  afterAll(() => s3?.close());

  it('refuses to release to s3rver, which ignores If-None-Match, and names the override', async () => {
    const before = (await store.get('registry.json'))?.etag;
    await expect(bbg(env, 'release', 'legal', '--from', changedBuild(), '--target', target)).rejects.toThrow(/does not honour conditional writes.*AWS S3.*R2.*MinIO.*Ceph RGW.*--allow-unconditional-store/s);
    expect((await store.get('registry.json'))?.etag).toBe(before);
  }, 60_000);

  it('with the probe overridden (s3rver ignores conditional writes): releases a changed remote with no dist/, serves its pages, then rolls back', async () => {
    const before = (await readRegistry(store)).registry.remotes.legal!;
    const release = await bbg(env, 'release', 'legal', '--from', changedBuild(), '--target', target, '--allow-unconditional-store');
    expect(release.out).toMatch(/mfe-legal released as .* \(\d+ storage requests\)/);
    const after = (await readRegistry(store)).registry as Registry;
    const legal = after.remotes.legal!;
    expect(legal.current).not.toBe(before.current);
    expect(legal.previous.at(-1)).toBe(before.current);

    const page = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'site/public/privacy-policy.html' }));
    expect(await page.Body?.transformToString()).toContain(legal.current);
    expect([page.ContentType, page.CacheControl]).toEqual(['text/html; charset=utf-8', 'no-cache']);
    const registry = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'site/public/registry.json' }));
    expect([registry.ContentType, registry.CacheControl]).toEqual(['application/json; charset=utf-8', 'no-store']);
    const entry = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `site/public/${legal.versions[legal.current]!.entryScript}` }));
    expect([entry.ContentType, entry.CacheControl]).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect((await store.list('.server/pages/')).some((key) => key.includes(`/legal/${legal.current}/`))).toBe(true);
    expect(await store.list('.server/registry-history/')).not.toEqual([]);

    const rollback = await bbg(env, 'rollback', 'legal', '--target', target);
    expect(rollback.out).toMatch(/rolled back from .* to .* in \d+ ms/);
    expect((await readRegistry(store)).registry.remotes.legal!.current).toBe(before.current);
    expect((await store.get('privacy-policy.html'))?.body.toString()).toContain(before.current);
    expect((await bbg(env, 'remotes', '--target', target)).out).toContain(`legal    current ${before.current}`);
    console.log(`s3rver: release ${release.ms} ms (${/(\d+) storage requests/.exec(release.out)?.[1]} requests), rollback ${rollback.ms} ms (process start included)`);
  }, 120_000);

  it('refuses a registry that fails validation with one line, for remotes and rollback', async () => {
    const good = (await store.get('registry.json'))!.body;
    await store.put('registry.json', good.subarray(0, 100), objectHeaders('registry.json'));
    for (const args of [['remotes'], ['rollback', 'legal']]) {
      const failed = bbg(env, ...args, '--target', target);
      await expect(failed).rejects.toThrow(/registry\.json is not valid JSON.*npm run registry -- restore/s);
      await expect(bbg(env, ...args, '--target', target)).rejects.not.toThrow(/SyntaxError| {4}at /);
    }
    await bbg(env, 'registry', 'restore', '--target', target);
    expect((await readRegistry(store)).registry.remotes.legal).toBeDefined();
  }, 60_000);
});

describe('release and rollback on the folder target, for comparison', () => {
  it('times a release and a rollback of the same change', async () => {
    const deploy = mkdtempSync(join(tmpdir(), 'bbg-deploy-'));
    cpSync(join(repoRoot, 'dist'), deploy, { recursive: true });
    const release = await bbg({}, 'release', 'legal', '--from', changedBuild(), '--target', deploy);
    const rollback = await bbg({}, 'rollback', 'legal', '--target', deploy);
    expect(rollback.out).toMatch(/rolled back/);
    console.log(`folder: release ${release.ms} ms (${/(\d+) storage requests/.exec(release.out)?.[1]} requests), rollback ${rollback.ms} ms (process start included)`);
    rmSync(deploy, { recursive: true, force: true });
  }, 60_000);

  it('two processes releasing two remotes at once both land in the registry', async () => {
    const deploy = mkdtempSync(join(tmpdir(), 'bbg-deploy-'));
    cpSync(join(repoRoot, 'dist'), deploy, { recursive: true });
    const store = new FolderStore(deploy);
    const before = (await readRegistry(store)).registry;
    await Promise.all([bbg({}, 'release', 'legal', '--from', changedBuild(), '--target', deploy), bbg({}, 'release', 'about', '--from', changedBuild('mfe-about'), '--target', deploy)]);
    const after = (await readRegistry(store)).registry;
    expect(after.remotes.legal!.current).not.toBe(before.remotes.legal!.current);
    expect(after.remotes.about!.current).not.toBe(before.remotes.about!.current);
    expect(after.remotes.legal!.previous.at(-1)).toBe(before.remotes.legal!.current);
    expect(after.remotes.about!.previous.at(-1)).toBe(before.remotes.about!.current);
    rmSync(deploy, { recursive: true, force: true });
  }, 90_000);
});
