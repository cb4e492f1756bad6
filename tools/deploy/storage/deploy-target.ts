import { dirname, resolve } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { DeployError } from '../deploy-error';
import { deployDir } from '../deploy-paths';
import { probeConditionalWrites, UNSAFE_STORE_FLAG } from './conditional-probe';
import { FolderStore } from './folder-store';
import type { ObjectStore } from './object-store';
import { countRequests, type CountedStore } from './request-count';
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
  });
  return new S3Store(client, bucket, prefix ? `${prefix}/` : '');
}

/** A folder target, its private files out of its public folder (a folder deployed before they moved has them moved). */
function openFolder(path: string): FolderStore {
  const root = resolve(path);
  if (dirname(root) === root) throw new DeployError(`The deploy target ${root} is the root of a file system: give a folder under it.`);
  const store = new FolderStore(root);
  const moved = store.moveLegacyPrivateFiles();
  if (moved > 0) console.error(`Moved ${moved} private files from ${root}/.server/ to ${store.privateRoot}/, where nothing serves them.`);
  return store;
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

export interface TargetArgs {
  /** The store to deploy to. */
  readonly store: ObjectStore;
  /** The arguments without --target and its value. */
  readonly rest: readonly string[];
}

/** Takes `--target <spec>` (or `--target=<spec>`) out of a command's arguments and opens that target. */
export function targetFromArgs(args: readonly string[]): TargetArgs {
  const rest: string[] = [];
  let spec: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--target' || arg.startsWith('--target=')) {
      if (spec !== undefined) throw new DeployError('--target is given twice.');
      spec = arg === '--target' ? args[(i += 1)] : arg.slice('--target='.length);
      if (spec === undefined || spec.startsWith('--')) throw new DeployError(`--target needs a value: ${TARGET_HELP}.`);
    } else rest.push(arg);
  }
  return { store: openTarget(spec ?? (process.env.DEPLOY_TARGET || undefined)), rest };
}

/** Is this target a folder (where `npm start` serves from)? */
export const isFolderTarget = (store: ObjectStore): store is FolderStore => store instanceof FolderStore;

export interface WritableTarget<T> {
  /** The target, its requests counted from the probe on. */
  readonly store: CountedStore;
  /** What `parse` made of the other arguments. */
  readonly parsed: T;
}

/**
 * The target of a command that writes to it (build, release, rollback, promote, discard, registry restore). `parse`
 * checks the command's other arguments (UNSAFE_STORE_FLAG taken out) and may refuse them; then, before the command
 * writes anything, a bucket is probed: one that ignores conditional writes is refused unless the flag is given. A
 * folder is not: its put-if-absent is a hard link, exact between the processes of the one machine that has it.
 */
export async function writableTarget<T>({ store, rest }: TargetArgs, parse: (rest: readonly string[]) => T): Promise<WritableTarget<T>> {
  const parsed = parse(rest.filter((arg) => arg !== UNSAFE_STORE_FLAG));
  const counted = countRequests(store);
  if (!isFolderTarget(store)) await probeConditionalWrites(counted, rest.includes(UNSAFE_STORE_FLAG));
  return { store: counted, parsed };
}
