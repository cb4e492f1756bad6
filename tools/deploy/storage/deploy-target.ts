import { dirname, resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { DeployError } from '../deploy-error';
import { deployDir } from '../deploy-paths';
import { probeConditionalWrites } from './conditional-probe';
import { FolderStore } from './folder-store';
import type { ObjectStore } from './object-store';
import { countRequests, type CountedStore } from './request-count';
import { RetryingStore } from './retrying-store';
import { S3Store } from './s3-store';

export const TARGET_HELP = 'a folder path, or s3://<bucket>/<prefix>';

/** A bucket name as S3 allows it (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The S3-compatible endpoint to use instead of AWS (MinIO, R2, Ceph RGW, a local s3rver), if one is set. */
export const s3Endpoint = (): string | undefined => process.env.AWS_ENDPOINT_URL_S3 || process.env.S3_ENDPOINT || undefined;

function openS3(spec: string): ObjectStore {
  const match = /^s3:\/\/([^/]*)\/?(.*)$/.exec(spec);
  const bucket = match?.[1] ?? '';
  if (!bucket) throw new DeployError(`The target ${spec} names no bucket: use s3://<bucket>/<prefix>.`);
  if (!BUCKET.test(bucket)) throw new DeployError(`'${bucket}' in ${spec} is not a valid bucket name.`);
  const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
  if (prefix.split('/').some((s) => s === '.' || s === '..') || /[\\\0]/.test(prefix)) throw new DeployError(`The prefix of ${spec} is not a plain path.`);
  const endpoint = s3Endpoint();
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new DeployError(`The S3 endpoint '${endpoint}' is not an http(s) URL.`);
  const client = new S3Client({
    region: process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
    // Another store than AWS: bucket in the path (MinIO, s3rver and most S3-compatible stores do not do DNS buckets).
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // RetryingStore retries, and only it: the SDK's own retry of a conditional write whose answer was lost would turn
    // the write's own landing into a 412. A connection that hangs fails, to be retried like a reset.
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
  return new RetryingStore(new S3Store(client, bucket, prefix ? `${prefix}/` : ''));
}

/** A folder target, its private files in the folder beside it. */
function openFolder(path: string): FolderStore {
  const root = resolve(path);
  if (dirname(root) === root) throw new DeployError(`The deploy target ${root} is the root of a file system: give a folder under it.`);
  return new FolderStore(root);
}

/** The deploy target named by `spec`, else DEPLOY_TARGET, else the deploy folder (dist/, or DEPLOY_DIR). */
export function openTarget(spec: string | undefined = process.env.DEPLOY_TARGET || undefined): ObjectStore {
  if (spec === undefined) return openFolder(deployDir());
  if (spec.trim() === '') throw new DeployError(`The deploy target is empty: give ${TARGET_HELP}.`);
  if (/^s3:/i.test(spec)) return openS3(spec);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(spec)?.[1];
  if (scheme) throw new DeployError(`Unknown target scheme '${scheme}:' in ${spec}: give ${TARGET_HELP}.`);
  return openFolder(spec);
}

/** Is this target a folder (where `npm start` serves from)? */
export const isFolderTarget = (store: ObjectStore): store is FolderStore => store instanceof FolderStore;

/**
 * The target of a command that writes to it (build, release, rollback, promote, discard, registry restore), its
 * requests counted from here on. Before the command writes anything, a bucket is probed: one that ignores conditional
 * writes is refused unless `allowUnconditional` (the command's UNSAFE_STORE_FLAG). A folder is not: its put-if-absent
 * is a hard link, exact between the processes of the one machine that has it.
 */
export async function writableTarget(store: ObjectStore, allowUnconditional: boolean): Promise<CountedStore> {
  const counted = countRequests(store);
  if (!isFolderTarget(store)) await probeConditionalWrites(counted, allowUnconditional);
  return counted;
}
