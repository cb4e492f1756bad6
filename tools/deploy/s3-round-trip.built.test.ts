/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { repoRoot } from '../apps';
import { makeCheckout, runBbg } from './checkout.fixture';
import { privateDirOf } from './deploy-paths';
import { readRegistry } from './registry-store';
import { FolderStore } from './storage/folder-store';
import { objectHeaders } from './storage/object-headers';
import { S3Store } from './storage/s3-store';
import { openTestStore, type TestStore } from './storage/test-store.fixture';

const BUCKET = 'bbg-test';
const CHANGED_TEXT = 'Changed in a fresh clone by the round-trip test.';

// Runs after `npm run build` (npm run test:e2e, or BBG_BUILT=1 npx jest ...): it publishes the built shell and remotes.
if (!existsSync(join(repoRoot, 'dist/registry.json')) || !existsSync(join(repoRoot, 'shell/dist/.server/render.cjs')) || !existsSync(join(repoRoot, 'mfe-legal/dist/remoteEntry.js'))) {
  throw new Error('These tests publish the built site: run npm run build first.');
}

/** Every folder these tests make, removed after them whether they pass or fail. */
const scratch = mkdtempSync(join(tmpdir(), 'bbg-round-trip-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A remote's build with one more file: a new version whose pages render the same words. */
function changedBuild(appDir = 'mfe-legal'): string {
  const out = mkdtempSync(join(scratch, 'build-'));
  cpSync(join(repoRoot, appDir, 'dist'), out, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  writeFileSync(join(out, 'release-note.txt'), `changed ${Date.now()}\n`);
  return out;
}

/** A copy of the built deploy folder and of its private folder beside it. */
function deployCopy(): string {
  const deploy = join(mkdtempSync(join(scratch, 'deploy-')), 'dist');
  cpSync(join(repoRoot, 'dist'), deploy, { recursive: true });
  cpSync(privateDirOf(join(repoRoot, 'dist')), privateDirOf(deploy), { recursive: true });
  return deploy;
}

/**
 * Against s3rver by default. With AWS_ENDPOINT_URL_S3 (or S3_ENDPOINT) and credentials set, the same round trip runs
 * against that store (MinIO, R2, AWS S3), in a bucket of its own or under a prefix of its own in BBG_S3_TEST_BUCKET,
 * removed afterwards; a store that honours conditional writes (the fixture probes it) gets no override.
 */
describe('a team releases from a fresh clone into a bucket holding only the shell', () => {
  let s3: TestStore | undefined;
  let env: Record<string, string>;
  let target: string;
  let store: S3Store;
  const clone = join(scratch, 'clone');
  const bbg = (...args: string[]) => runBbg(clone, env, ...args);
  const override = (): string[] => (s3?.honoursConditions ? [] : ['--allow-unconditional-store']);
  const publicObject = async (key: string) => {
    const { client, bucket, prefix } = s3!;
    return client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}public/${key}` }));
  };

  beforeAll(async () => {
    s3 = await openTestStore(BUCKET, 'site/');
    env = s3.env;
    target = `s3://${s3.bucket}/${s3.prefix.replace(/\/$/, '')}`;
    store = new S3Store(s3.client, s3.bucket, s3.prefix);
    // The shell's publish (its files, renderer, template, home page), as its build makes it, and nothing else.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'publish-shell.fixture.ts'), target], { cwd: repoRoot, env: { ...process.env, ...env } });
    // The team's clone: the tracked files, no dist/, no build output; a change to the privacy policy's words.
    makeCheckout(clone, { packages: 'linked' });
    const policy = join(clone, 'mfe-legal/src/content/en/privacy-policy.json');
    writeFileSync(policy, readFileSync(policy, 'utf8').replace('"intro": [\n      "', `"intro": [\n      "${CHANGED_TEXT} `));
  }, 120_000);
  afterAll(() => s3?.close());

  it('starts from a clone with no dist/, no build output and no caches, and a bucket with no remote and no registry', async () => {
    for (const path of ['dist', 'shell/dist', 'mfe-legal/dist', 'node_modules/.cache']) expect([path, existsSync(join(clone, path))]).toEqual([path, false]);
    expect(await store.get('registry.json')).toBeUndefined();
    expect(await store.list('remotes/')).toEqual([]);
    expect((await store.list('.server/')).length).toBeGreaterThan(3);
  });

  it('refuses to release to a store that ignores If-None-Match (s3rver), and names the override', async () => {
    if (s3?.honoursConditions) return;
    await expect(bbg('release', 'legal', '--from', changedBuild(), '--target', target)).rejects.toThrow(/does not honour conditional writes.*AWS S3.*R2.*MinIO.*Ceph RGW.*--allow-unconditional-store/s);
    expect(await store.get('registry.json')).toBeUndefined();
  }, 60_000);

  it('with the probe overridden on s3rver (it ignores conditional writes): builds the changed remote in the clone, releases it with its pages, releases again, then rolls back', async () => {
    const release = await bbg('release', 'legal', '--target', target, ...override());
    expect(release.out).toMatch(/mfe-legal released as .* \(\d+ storage requests\)/);
    expect(existsSync(join(clone, 'mfe-legal/dist/remoteEntry.js'))).toBe(true);
    const first = (await readRegistry(store)).registry.remotes.legal!;
    expect(first.previous).toEqual([]);

    const page = await publicObject('privacy-policy.html');
    const html = (await page.Body?.transformToString()) ?? '';
    expect(html).toContain(first.current);
    expect(html).toContain(CHANGED_TEXT);
    expect([page.ContentType, page.CacheControl]).toEqual(['text/html; charset=utf-8', 'no-cache']);
    const registry = await publicObject('registry.json');
    expect([registry.ContentType, registry.CacheControl]).toEqual(['application/json; charset=utf-8', 'no-store']);
    const entry = await publicObject(first.versions[first.current]!.entryScript);
    expect([entry.ContentType, entry.CacheControl]).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect((await store.list('.server/pages/')).some((key) => key.includes(`/legal/${first.current}/`))).toBe(true);
    expect((await store.get('sitemap.xml'))?.body.toString()).toContain('/privacy-policy</loc><lastmod>');

    const again = await bbg('release', 'legal', '--from', changedBuild(), '--target', target, ...override());
    const second = (await readRegistry(store)).registry.remotes.legal!;
    expect(second.previous).toEqual([first.current]);
    expect((await store.get('privacy-policy.html'))?.body.toString()).not.toContain(CHANGED_TEXT);
    expect(await store.list('.server/registry-history/')).not.toEqual([]);

    const rollback = await bbg('rollback', 'legal', '--target', target, ...override());
    expect(rollback.out).toMatch(/rolled back from .* to .* in \d+ ms/);
    expect((await readRegistry(store)).registry.remotes.legal!.current).toBe(first.current);
    expect((await store.get('privacy-policy.html'))?.body.toString()).toContain(CHANGED_TEXT);
    expect((await bbg('remotes', '--target', target)).out).toContain(`legal    current ${first.current}`);
    const requests = (run: { out: string }) => /(\d+) storage requests/.exec(run.out)?.[1];
    console.log(
      `${s3!.name}, from a fresh clone: build and release ${release.ms} ms (${requests(release)} requests), release of a build ${again.ms} ms ` +
        `(${requests(again)} requests), rollback ${rollback.ms} ms (${requests(rollback)} requests); process start included`,
    );
  }, 240_000);

  it('with the probe overridden on s3rver: stages a version that visitors do not get, prints its preview link, promotes it with its pages, and rolls it back', async () => {
    const live = (await readRegistry(store)).registry.remotes.legal!.current;
    const served = async () => (await store.get('privacy-policy.html'))?.body.toString() ?? '';
    // The repository's own legal build: its privacy page lacks the clone's changed words, so promotion shows.
    const stage = await bbg('release', 'legal', '--stage', '--from', changedBuild(), '--target', target, ...override());
    expect(stage.out).toMatch(/staged in .*visitors still get the current version/);
    const staged = (await readRegistry(store)).registry.remotes.legal!;
    expect([staged.current, staged.staged?.length]).toEqual([live, 1]);
    const version = staged.staged![0]!;
    expect(await served()).toContain(CHANGED_TEXT);
    expect((await bbg('remotes', '--target', target)).out).toContain(`staged: ${version}`);
    expect((await bbg('preview-url', 'legal', version, '--path', '/privacy-policy', '--target', target)).out.trim()).toMatch(/\/privacy-policy\?bbg-preview=legal@[^/]+$/);
    expect((await bbg('preview-url', 'legal', version, '--target', target)).out).toContain(`?bbg-preview=legal@${version}`);

    expect((await bbg('promote', 'legal', version, '--target', target, ...override())).out).toMatch(/promoted from/);
    expect((await readRegistry(store)).registry.remotes.legal).toMatchObject({ current: version, previous: expect.arrayContaining([live]) });
    expect((await readRegistry(store)).registry.remotes.legal!.staged).toBeUndefined();
    expect(await served()).not.toContain(CHANGED_TEXT);
    await bbg('rollback', 'legal', '--target', target, ...override());
    expect((await readRegistry(store)).registry.remotes.legal!.current).toBe(live);
    expect(await served()).toContain(CHANGED_TEXT);
  }, 240_000);

  it('refuses a registry that fails validation with one line, for remotes and rollback, and restores it (with the probe overridden on s3rver)', async () => {
    const good = (await store.get('registry.json'))!.body;
    await store.put('registry.json', good.subarray(0, 100), objectHeaders('registry.json'));
    for (const args of [['remotes'], ['rollback', 'legal', ...override()]]) {
      const failed = bbg(...args, '--target', target);
      await expect(failed).rejects.toThrow(/registry\.json is not valid JSON.*npm run registry -- restore/s);
      await expect(bbg(...args, '--target', target)).rejects.not.toThrow(/SyntaxError| {4}at /);
    }
    const restore = await bbg('registry', 'restore', '--target', target, ...override());
    expect(restore.out).toMatch(/restored from the history entry \S+ \(s3:\/\/.*\/private\/registry-history\/\S+\.json; .*legal at /);
    // The registry as the last release left it (not the one before it), written anew.
    expect({ ...(await readRegistry(store)).registry, updatedAt: '' }).toEqual({ ...JSON.parse(good.toString()), updatedAt: '' });
  }, 60_000);
});

describe('releases on the folder target', () => {
  const bbg = (...args: string[]) => runBbg(repoRoot, {}, ...args);

  it('two processes releasing two remotes at once both land in the registry, each with the right previous version', async () => {
    const deploy = deployCopy();
    const store = new FolderStore(deploy);
    const before = (await readRegistry(store)).registry;
    await Promise.all([bbg('release', 'legal', '--from', changedBuild(), '--target', deploy), bbg('release', 'about', '--from', changedBuild('mfe-about'), '--target', deploy)]);
    const after = (await readRegistry(store)).registry;
    expect(after.remotes.legal!.current).not.toBe(before.remotes.legal!.current);
    expect(after.remotes.about!.current).not.toBe(before.remotes.about!.current);
    expect(after.remotes.legal!.previous.at(-1)).toBe(before.remotes.legal!.current);
    expect(after.remotes.about!.previous.at(-1)).toBe(before.remotes.about!.current);
    expect(existsSync(join(deploy, '.server'))).toBe(false);
  }, 90_000);
});
