/**
 * @jest-environment node
 */
import { DeployError } from '../deploy-error';
import { FakeS3, s3Error } from './fake-s3.fixture';
import { objectHeaders } from './object-headers';
import { S3Store } from './s3-store';

const body = (s: string): Buffer => Buffer.from(s);

describe('S3Store', () => {
  const fake = new FakeS3();
  const store = new S3Store(fake, 'bbg', 'site/');

  it('keeps public keys under public/ and private ones under private/, with their headers', async () => {
    await store.put('index.html', body('<p>'), objectHeaders('index.html'));
    await store.put('.server/render.cjs', body('x'), objectHeaders('.server/render.cjs'));
    expect([...fake.objects.keys()].sort()).toEqual(['site/private/render.cjs', 'site/public/index.html']);
    expect(fake.objects.get('site/public/index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(fake.objects.get('site/private/render.cjs')?.cacheControl).toBe('no-store');
    expect(await store.list('')).toEqual(['.server/render.cjs', 'index.html']);
    expect(await store.list('.server/')).toEqual(['.server/render.cjs']);
    expect([store.where('index.html'), store.where('.server/render.cjs')]).toEqual(['s3://bbg/site/public/index.html', 's3://bbg/site/private/render.cjs']);
  });

  it('answers undefined for a missing key, and false when a condition is refused with 412 or 409', async () => {
    expect(await store.get('nope.json')).toBeUndefined();
    expect(await store.putIfAbsent('index.html', body('again'), objectHeaders('index.html'))).toBe(false);
    const { etag } = (await store.get('index.html'))!;
    fake.failNext.push(s3Error('ConditionalRequestConflict', 409));
    expect(await store.putIfMatch('index.html', body('new'), etag, objectHeaders('index.html'))).toBe(false);
    expect(await store.putIfMatch('index.html', body('new'), etag, objectHeaders('index.html'))).toBe(true);
    expect(await store.putIfMatch('gone.json', body('new'), etag, objectHeaders('gone.json'))).toBe(false);
  });

  it('lists page after page, each from the last key of the one before, and stops a listing that does not advance', async () => {
    const paged = new FakeS3();
    paged.pageSize = 3;
    const pagedStore = new S3Store(paged, 'bbg', 'site/');
    const keys = Array.from({ length: 8 }, (_, i) => `remotes/legal/v/${i}.js`);
    for (const key of [...keys, '.server/pages/a.html']) await pagedStore.put(key, body(key), objectHeaders(key));
    expect(await pagedStore.list('remotes/')).toEqual(keys);
    expect(paged.sent.filter((name) => name === 'ListObjectsCommand')).toHaveLength(3);
    expect(await pagedStore.list('')).toEqual(['.server/pages/a.html', ...keys]);
    const stuck = Object.assign(new FakeS3(), { send: (async () => ({ Contents: [{ Key: 'site/public/a' }], IsTruncated: true })) as FakeS3['send'] });
    await expect(new S3Store(stuck, 'bbg', 'site/').list('')).rejects.toThrow(/did not advance past site\/public\/a: the store's answer is not a valid S3 listing/);
    const empty = Object.assign(new FakeS3(), { send: (async () => ({ IsTruncated: true })) as FakeS3['send'] });
    await expect(new S3Store(empty, 'bbg', 'site/').list('')).rejects.toThrow(DeployError);
  });

  it.each([
    [s3Error('NoSuchBucket', 404), /bucket of s3:\/\/bbg\/site\/ does not exist/],
    [Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' }), /No credentials for s3:\/\/bbg\/site\//],
    [s3Error('AccessDenied', 403), /Access denied to s3:\/\/bbg\/site\/ while trying to read registry\.json/],
    [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), /Cannot reach s3:\/\/bbg\/site\/.*ECONNREFUSED/],
  ])('turns %s into one clear line', async (error, message) => {
    fake.failNext.push(error);
    const failed = store.get('registry.json');
    await expect(failed).rejects.toThrow(DeployError);
    fake.failNext.push(error);
    await expect(store.get('registry.json')).rejects.toThrow(message);
  });
});
