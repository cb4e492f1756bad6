// Test fixture: the S3 store a round trip runs against. By default s3rver on a free port; when the environment names a
// real S3-compatible store (AWS_ENDPOINT_URL_S3 or S3_ENDPOINT, credentials, and BBG_S3_TEST_BUCKET), that store,
// under a prefix of its own that is emptied afterwards.
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { s3Endpoint } from './deploy-target';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.fixture';

export interface TestStore {
  /** 's3rver', or the real store's endpoint. */
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

export async function openTestStore(s3rverBucket: string, prefix: string): Promise<TestStore> {
  const endpoint = s3Endpoint();
  const bucket = process.env.BBG_S3_TEST_BUCKET;
  if (endpoint && bucket && process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY) {
    const client = new S3Client({ region: process.env.AWS_REGION ?? 'us-east-1', endpoint, forcePathStyle: true });
    const own = `${prefix.replace(/\/$/, '')}-${Date.now()}/`;
    return {
      name: endpoint,
      honoursConditions: true,
      bucket,
      prefix: own,
      client,
      env: {},
      async close() {
        await emptyPrefix(client, bucket, own).catch((error: unknown) => console.warn(`Could not empty ${bucket}/${own}:`, error));
        client.destroy();
      },
    };
  }
  const s3 = await startS3rver(s3rverBucket);
  return { name: 's3rver', honoursConditions: false, bucket: s3rverBucket, prefix, client: s3.client, env: { ...S3RVER_CREDENTIALS, AWS_ENDPOINT_URL_S3: s3.endpoint }, close: () => s3.close() };
}
