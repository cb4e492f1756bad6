// Test fixture: s3rver (a real S3 server on disk) on a free port, with one bucket and a client for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { repoRoot } from '../../apps';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(join(repoRoot, 'package.json'))('s3rver') as new (options: object) => S3rverInstance;

/** What the CLI needs in its environment to reach s3rver: any credentials do. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };

export interface RunningS3rver {
  readonly endpoint: string;
  readonly client: S3Client;
  close(): Promise<void>;
}

export async function startS3rver(bucket: string): Promise<RunningS3rver> {
  const dir = mkdtempSync(join(tmpdir(), 'bbg-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    endpoint,
    client,
    async close() {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
