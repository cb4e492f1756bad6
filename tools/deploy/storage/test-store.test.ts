/**
 * @jest-environment node
 */
import { HeadBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3rver } from './s3rver.fixture';
import { openTestStore } from './test-store.fixture';

const HOME = 'bbg-home';

/**
 * The store the round trip runs against, when the environment names one: s3rver stands in for it here (reached
 * through AWS_ENDPOINT_URL_S3, as MinIO or R2 would be), so the fixture's own bucket and clean-up can be checked.
 */
describe('the test store, when AWS_ENDPOINT_URL_S3 and credentials name one', () => {
  const saved = { ...process.env };
  let s3: RunningS3rver | undefined;
  const keys = async (bucket: string): Promise<string[]> => ((await s3!.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((item) => item.Key ?? '');
  const exists = (bucket: string): Promise<boolean> =>
    s3!.client.send(new HeadBucketCommand({ Bucket: bucket })).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    s3 = await startS3rver(HOME);
    Object.assign(process.env, S3RVER_CREDENTIALS, { AWS_ENDPOINT_URL_S3: s3.endpoint });
  });
  afterAll(async () => {
    process.env = saved;
    await s3?.close();
  });

  it('without BBG_S3_TEST_BUCKET: runs in a bucket of its own, probed for conditional writes, and deletes it afterwards', async () => {
    delete process.env.BBG_S3_TEST_BUCKET;
    const store = await openTestStore('unused', 'site/');
    expect([store.name, store.honoursConditions]).toEqual([s3!.endpoint, false]);
    expect(store.bucket).toMatch(/^bbg-test-[a-z0-9]+-[0-9a-f]{8}$/);
    expect(await exists(store.bucket)).toBe(true);
    await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: `${store.prefix}public/index.html`, Body: 'x' }));
    await store.close();
    expect(await exists(store.bucket)).toBe(false);
  });

  it('with BBG_S3_TEST_BUCKET: runs under a prefix of its own there and removes only its own objects', async () => {
    process.env.BBG_S3_TEST_BUCKET = HOME;
    await s3!.client.send(new PutObjectCommand({ Bucket: HOME, Key: 'someone-else/index.html', Body: 'x' }));
    const store = await openTestStore('unused', 'site/');
    expect([store.bucket, store.prefix]).toEqual([HOME, expect.stringMatching(/^site-\d+\/$/)]);
    await store.client.send(new PutObjectCommand({ Bucket: HOME, Key: `${store.prefix}public/index.html`, Body: 'x' }));
    await store.close();
    expect(await keys(HOME)).toEqual(['someone-else/index.html']);
  });
});
