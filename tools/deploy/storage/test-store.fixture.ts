// Test fixture: the S3 store a round trip runs against. By default s3rver on a free port. When the environment names
// another S3-compatible store (AWS_ENDPOINT_URL_S3 or S3_ENDPOINT, and credentials), that store: in the bucket
// BBG_S3_TEST_BUCKET under a prefix of its own, emptied afterwards, or else in a bucket of its own, created for the
// run and deleted afterwards.
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client, type BucketLocationConstraint } from '@aws-sdk/client-s3';
import { honoursConditionalWrites } from './conditional-probe';
import { s3Endpoint } from './deploy-target';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.fixture';
import { S3Store } from './s3-store';

export interface TestStore {
  /** 's3rver', or the other store's endpoint. */
  readonly name: string;
  /** Whether it refuses a put-if-absent on a key that exists (s3rver does not, so a release needs the override). */
  readonly honoursConditions: boolean;
  readonly bucket: string;
  /** Where this run's objects go, ending in '/'. */
  readonly prefix: string;
  readonly client: S3Client;
  /** What the CLI needs in its environment to reach the store. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

async function emptyPrefix(client: S3Client, bucket: string, prefix: string): Promise<void> {
  for (;;) {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length === 0) return;
    await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
  }
}

const hasCredentials = (): boolean => Boolean((process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY) || process.env.AWS_PROFILE);

/** A bucket for this run alone: a name no other run takes, in the region of the client (AWS wants it said outside us-east-1). */
async function createBucket(client: S3Client, region: string): Promise<string> {
  const bucket = `bbg-test-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const elsewhere = region !== 'us-east-1' && region !== 'auto';
  await client.send(new CreateBucketCommand({ Bucket: bucket, ...(elsewhere ? { CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint } } : {}) }));
  return bucket;
}

async function openOtherStore(endpoint: string, prefix: string): Promise<TestStore> {
  const region = process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1';
  const client = new S3Client({ region, endpoint, forcePathStyle: true });
  const given = process.env.BBG_S3_TEST_BUCKET || undefined;
  const bucket = given ?? (await createBucket(client, region));
  const own = `${prefix.replace(/\/$/, '')}-${Date.now()}/`;
  const close = async (): Promise<void> => {
    await emptyPrefix(client, bucket, given ? own : '');
    if (!given) await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  };
  try {
    const honoursConditions = await honoursConditionalWrites(new S3Store(client, bucket, own));
    return {
      name: endpoint,
      honoursConditions,
      bucket,
      prefix: own,
      client,
      env: {},
      async close() {
        await close().catch((error: unknown) => console.warn(`Could not remove this run's objects${given ? '' : ' and bucket'} from ${bucket}:`, error));
        client.destroy();
      },
    };
  } catch (error) {
    await close().catch(() => undefined);
    client.destroy();
    throw error;
  }
}

export async function openTestStore(s3rverBucket: string, prefix: string): Promise<TestStore> {
  const endpoint = s3Endpoint();
  if (endpoint && hasCredentials()) return openOtherStore(endpoint, prefix);
  const s3 = await startS3rver(s3rverBucket);
  return { name: 's3rver', honoursConditions: false, bucket: s3rverBucket, prefix, client: s3.client, env: { ...S3RVER_CREDENTIALS, AWS_ENDPOINT_URL_S3: s3.endpoint }, close: () => s3.close() };
}
