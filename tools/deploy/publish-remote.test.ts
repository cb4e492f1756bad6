/**
 * @jest-environment node
 */
import { findRemote } from '../apps';
import { fakeBuild } from './fake-build.fixture';
import { listFiles } from './hash';
import { publishRemote } from './publish-remote';
import { FakeS3 } from './storage/fake-s3.fixture';
import { S3Store } from './storage/s3-store';

const legal = findRemote('legal')!;

describe('the upload of a version folder to a bucket', () => {
  it('writes every object once, with If-None-Match: *, its Content-Type and an immutable Cache-Control', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const build = fakeBuild(legal, 'one');
    const { version } = await publishRemote(legal, build, undefined, store);
    const folder = `site/public/remotes/legal/${version}/`;
    const puts = fake.puts.filter((put) => put.Key?.startsWith(folder));
    // The build's files and the integrity.json the publish adds, each put once.
    expect(puts.map((put) => put.Key!.slice(folder.length)).sort()).toEqual([...listFiles(build), 'integrity.json'].sort());
    for (const put of puts) {
      expect(put).toMatchObject({ IfNoneMatch: '*', CacheControl: 'public, max-age=31536000, immutable' });
      expect(put.IfMatch).toBeUndefined();
    }
    expect(puts.find((put) => put.Key === `${folder}remoteEntry.js`)?.ContentType).toBe('text/javascript; charset=utf-8');
    expect(puts.find((put) => put.Key === `${folder}routes.json`)?.ContentType).toBe('application/json; charset=utf-8');
  });

  it('never overwrites a published version: a second upload of it is refused object by object', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const { version } = await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store);
    const entry = `site/public/remotes/legal/${version}/remoteEntry.js`;
    const stored = fake.objects.get(entry);
    await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store);
    expect(fake.puts.filter((put) => put.Key === entry)).toHaveLength(2);
    expect(fake.objects.get(entry)).toBe(stored);
  });
});
