/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Registry, RemoteId } from '@bbg/contract';
import { appPath, remoteApps, repoRoot } from '../apps';
import { routeFile } from '../prerender/route-file';
import { publicPaths } from '../prerender/sitemap';
import { createBucketServer } from '../server/bucket-server';
import { makeCheckout, runBbg } from './checkout.fixture';
import { registryPath } from './deploy-paths';
import { readRegistry } from './registry-store';
import { objectHeaders } from './storage/object-headers';
import { isPrivateKey, PRIVATE_PREFIX } from './storage/object-store';
import { S3Store } from './storage/s3-store';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3rver } from './storage/s3rver.fixture';

const BUCKET = 'bbg-build';

/** Every object key in the bucket, raw (not through the store), page after page. */
async function bucketKeys(client: S3Client): Promise<string[]> {
  const keys: string[] = [];
  for (let Marker: string | undefined; ; ) {
    const page = await client.send(new ListObjectsCommand({ Bucket: BUCKET, Marker }));
    keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
    if (!page.IsTruncated) return keys;
    Marker = keys.at(-1);
  }
}

/** Runs `work` on every item, 16 at a time. */
async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 16) await Promise.all(items.slice(i, i + 16).map(work));
}

/**
 * A fresh clone given the remotes' builds that `npm run build` made from the same sources (a team that built for a
 * folder, then publishes to a bucket): they are used as they are, and the shell is built for the bucket's registry.
 * Building every remote from nothing is the same code with a folder target, which CI's own build runs.
 */
describe('npm run build -- --target s3://… --allow-unconditional-store from a fresh clone given the remotes\' builds, against a real S3 server (s3rver, which ignores conditional writes)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-s3-build-'));
  let s3: RunningS3rver | undefined;
  let store: S3Store;
  let registry: Registry;
  let keys: string[];

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    store = new S3Store(s3.client, BUCKET, 'site/');
    const clone = makeCheckout(join(scratch, 'clone'), { packages: 'linked' });
    for (const remote of remoteApps) cpSync(appPath(remote, 'dist'), join(clone, remote.dir, 'dist'), { recursive: true });
    const build = await runBbg(clone, { ...S3RVER_CREDENTIALS, AWS_ENDPOINT_URL_S3: s3.endpoint }, 'build', '--target', `s3://${BUCKET}/site`, '--allow-unconditional-store');
    expect(build.out).toMatch(/Site ready in s3:\/\/bbg-build\/site\/ \(.* s, \d+ storage requests\)/);
    expect(build.out).toContain(`Using the builds of ${remoteApps.map((remote) => remote.dir).join(', ')}: made from these sources.`);
    expect(build.out).not.toMatch(/Building mfe-/);
    registry = (await readRegistry(store)).registry;
    keys = await bucketKeys(s3.client);
    console.log(`build --target s3:// from a fresh clone given the remotes' builds: ${build.ms} ms, ${/(\d+) storage requests/.exec(build.out)?.[1]} storage requests, ${keys.length} objects`);
  }, 600_000);
  afterAll(async () => {
    await s3?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('publishes every remote, at the version of the build it was given, with its files', () => {
    expect(Object.keys(registry.remotes).sort()).toEqual(['about', 'brands', 'contact', 'legal', 'media']);
    // The registry of the repository's own build (npm run build, before the built tests): the same versions.
    const built = JSON.parse(readFileSync(registryPath(join(repoRoot, 'dist')), 'utf8')) as Registry;
    for (const [id, record] of Object.entries(registry.remotes)) expect([id, Object.keys(built.remotes[id as RemoteId]!.versions)]).toEqual([id, expect.arrayContaining([record!.current])]);
    for (const [id, record] of Object.entries(registry.remotes)) {
      expect([id, record!.versions[record!.current]?.sourceHash]).toEqual([id, expect.stringMatching(/^[0-9a-f]{12}$/)]);
      for (const file of ['remoteEntry.js', 'mf-manifest.json', 'integrity.json', 'routes.json', 'server/pages.cjs']) {
        expect(keys).toContain(`site/public/remotes/${id}/${record!.current}/${file}`);
      }
    }
  });

  it('publishes the shell, every page, the site files, and the private files under private/ only', () => {
    expect(keys.every((key) => /^site\/(public|private)\//.test(key))).toBe(true);
    expect(keys.filter((key) => /\.(br|gz|tmp|lock)$/.test(key))).toEqual([]);
    for (const path of publicPaths(registry)) expect(keys).toContain(`site/public/${routeFile(path)}`);
    for (const file of ['app.html', 'config.json', 'registry.json', 'sitemap.xml', 'robots.txt', '_headers', 'cloudfront-viewer-request.js', 'favicon.ico']) expect(keys).toContain(`site/public/${file}`);
    expect(keys.some((key) => /^site\/public\/static\/js\/.+\.js$/.test(key))).toBe(true);
    expect(keys.some((key) => /^site\/public\/static\/css\/page\.[0-9a-f]{10}\.css$/.test(key))).toBe(true);
    for (const file of ['render.cjs', 'template.html', 'assets.json', 'lastmod.json', 'shell-build.json']) expect(keys).toContain(`site/private/${file}`);
    expect(keys.filter((key) => key.startsWith('site/private/pages/')).length).toBeGreaterThanOrEqual(publicPaths(registry).length);
    expect(keys.filter((key) => key.startsWith('site/public/') && /(^|\/)\.|render\.cjs$|template\.html$|lastmod\.json$/.test(key))).toEqual([]);
  });

  it('gives every object the Content-Type and Cache-Control it is served with', async () => {
    const wrong: string[] = [];
    await inBatches(keys, async (objectKey) => {
      const key = objectKey.startsWith('site/private/') ? `${PRIVATE_PREFIX}${objectKey.slice('site/private/'.length)}` : objectKey.slice('site/public/'.length);
      const head = await s3!.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: objectKey }));
      const expected = objectHeaders(key);
      if (head.ContentType !== expected.contentType || head.CacheControl !== expected.cacheControl) wrong.push(`${objectKey}: ${head.ContentType} / ${head.CacheControl}`);
    });
    expect(wrong).toEqual([]);
    const headers = async (objectKey: string) => {
      const head = await s3!.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: objectKey }));
      return [head.ContentType, head.CacheControl];
    };
    const legal = registry.remotes.legal!;
    expect(await headers('site/public/index.html')).toEqual(['text/html; charset=utf-8', 'no-cache']);
    expect(await headers('site/public/registry.json')).toEqual(['application/json; charset=utf-8', 'no-store']);
    expect(await headers('site/public/sitemap.xml')).toEqual(['text/xml; charset=utf-8', 'no-cache']);
    expect(await headers(`site/public/${legal.versions[legal.current]!.entryScript}`)).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect(await headers(keys.find((key) => /^site\/public\/static\/js\/.+\.js$/.test(key))!)).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect(await headers('site/private/render.cjs')).toEqual(['application/node', 'no-store']);
  }, 120_000);

  it('serves no private object through the public prefix, however it is asked for (npm run serve-bucket)', async () => {
    const server = createBucketServer(store, () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/privacy-policy`)).status).toBe(200);
      const privateKeys = (await store.list('')).filter(isPrivateKey);
      expect(privateKeys.length).toBeGreaterThan(40);
      await inBatches(privateKeys, async (key) => {
        const rest = key.slice(PRIVATE_PREFIX.length);
        const bytes = (await store.get(key))!.body;
        for (const path of [`/${key}`, `/${rest}`, `/private/${rest}`, `/../private/${rest}`].map(encodeURI).concat(`/%2E%2E${encodeURI(`/private/${rest}`)}`)) {
          const answer = await fetch(`${origin}${path}`);
          const body = Buffer.from(await answer.arrayBuffer());
          expect([path, answer.status === 200 && body.equals(bytes)]).toEqual([path, false]);
        }
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});
