/**
 * @jest-environment node
 */
import type { Registry, RemoteRoute } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { updateRegistry } from '../deploy/registry-store';
import { FakeS3, s3Error } from '../deploy/storage/fake-s3.fixture';
import { S3Store, type S3Sender } from '../deploy/storage/s3-store';
import { withWorkspace } from '../deploy/workspace';
import { refreshSiteFiles } from './site-files';
import { LASTMOD_FILE, parseLastmod } from './sitemap';

const fast = { backoffMs: 1 };

const route = (path: string): RemoteRoute => ({ path, expose: `./${path.slice(1)}`, title: 'Page', layout: 'main' });

/** A release of `id` with one route: what the registry says after it. */
const released = (id: 'legal' | 'about', path: string) => (registry: Registry): Registry => ({
  ...registry,
  remotes: { ...registry.remotes, [id]: remoteRecord(id, '1', { routes: [route(path)] }) },
});

/** A release or rollback by one writer: its registry change, its served page, then the site files. */
async function release(sender: S3Sender, id: 'legal' | 'about', path: string): Promise<void> {
  const store = new S3Store(sender, 'bbg', 'site/');
  await updateRegistry(store, released(id, path), { what: `the release of ${id}`, ...fast });
  await withWorkspace(store, async (ws) => {
    ws.write(`${path.slice(1)}.html`, `<p>${id}</p>`);
    await refreshSiteFiles(ws, fast);
  });
}

const text = (fake: FakeS3, key: string): string => fake.objects.get(`site/${key}`)?.body.toString('utf8') ?? '';

/**
 * Another release lands (registry, page, site files) the moment this one's first write of `key` goes out; then that
 * write meets the store's condition (412), or a 409, or a 404 as if the object had vanished.
 */
function interfereAt(fake: FakeS3, key: string, refusal?: Error): void {
  const send = fake.send;
  let interfered = false;
  fake.send = (async (command: Parameters<typeof send>[0]) => {
    const input = (command as { input: { Key?: string; Body?: unknown } }).input;
    if (!interfered && input.Key === `site/${key}` && input.Body !== undefined) {
      interfered = true;
      await release({ send }, 'about', '/about-us');
      if (refusal) throw refusal;
    }
    return send(command);
  }) as typeof send;
}

describe('the sitemap, the CloudFront Function and the page dates, written by compare-and-swap', () => {
  let fake: FakeS3;
  beforeEach(async () => {
    fake = new FakeS3();
    await release(fake, 'legal', '/legal-notice');
  });

  it.each([
    ['412 Precondition Failed', undefined],
    ['409 ConditionalRequestConflict', s3Error('ConditionalRequestConflict', 409)],
    ['NoSuchKey (the object vanished between read and write)', s3Error('NoSuchKey', 404)],
  ])('on %s re-reads the registry and the dates, and loses neither release', async (_name, refusal) => {
    interfereAt(fake, 'public/sitemap.xml', refusal);
    await release(fake, 'legal', '/privacy-policy');
    for (const path of ['/about-us', '/privacy-policy']) {
      expect(text(fake, 'public/sitemap.xml')).toMatch(new RegExp(`${path}</loc><lastmod>\\d{4}-`));
      expect(text(fake, 'public/cloudfront-viewer-request.js')).toContain(`"${path}": "${path}.html"`);
    }
  });

  it('keeps the dates of pages two releases served at once', async () => {
    interfereAt(fake, 'private/lastmod.json', s3Error('PreconditionFailed', 412));
    await release(fake, 'legal', '/privacy-policy');
    expect(Object.keys(parseLastmod(fake.objects.get(`site/private/${LASTMOD_FILE.slice('.server/'.length)}`)?.body))).toEqual(
      expect.arrayContaining(['legal-notice.html', 'about-us.html', 'privacy-policy.html']),
    );
  });

  it('writes nothing when nothing it makes would change', async () => {
    const puts = (): number => fake.sent.filter((name) => name === 'PutObjectCommand').length;
    const before = puts();
    await withWorkspace(new S3Store(fake, 'bbg', 'site/'), (ws) => refreshSiteFiles(ws, fast));
    // robots.txt and _headers (from config.json only) are written every time; the rest only when they change.
    expect(puts() - before).toBe(2);
  });

  it('gives up after a bounded number of refusals with one clear line', async () => {
    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if ((command as { input: { IfMatch?: string } }).input.IfMatch) throw s3Error('PreconditionFailed', 412);
      return send(command);
    }) as typeof send;
    const store = new S3Store(fake, 'bbg', 'site/');
    const failed = withWorkspace(store, async (ws) => {
      ws.write('legal-notice.html', '<p>changed</p>');
      await refreshSiteFiles(ws, { attempts: 3, ...fast });
    });
    await expect(failed).rejects.toThrow(/s3:\/\/bbg\/site\/private\/lastmod\.json kept changing under the update of the page dates \(3 attempts\)/);
  });
});
