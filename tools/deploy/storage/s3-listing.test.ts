/**
 * @jest-environment node
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { S3Store, type S3Sender } from './s3-store';
import { startS3rver, type RunningS3rver } from './s3rver.fixture';

const BUCKET = 'bbg-listing';

/** Pages of 10 keys, as a store's pages of 1000: the same requests, without writing 1000 objects first. */
const PAGE = 10;

describe('listing more than one page of keys from a real S3 server (s3rver)', () => {
  let s3: RunningS3rver | undefined;
  const keys = Array.from({ length: 2 * PAGE + 5 }, (_, i) => `remotes/media/1.0.0-a/static/media/${String(i).padStart(4, '0')}.txt`);

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    const { client } = s3;
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `site/public/${key}`, Body: 'x' }))));
    }
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'site/public/remotes/media/index.html', Body: 'x' }));
  }, 120_000);
  afterAll(() => s3?.close());

  it('returns every key under the prefix, in order, across pages', async () => {
    const pages: unknown[] = [];
    const counted = { send: (command: Parameters<S3Sender['send']>[0]) => (pages.push(command), s3!.client.send(command)) } as S3Sender;
    const store = new S3Store(counted, BUCKET, 'site/', PAGE);
    expect(await store.list('remotes/media/1.0.0-a/')).toEqual(keys);
    expect(pages).toHaveLength(3);
    expect(await store.list('remotes/')).toHaveLength(keys.length + 1);
  }, 60_000);
});
