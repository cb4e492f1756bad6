import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DeployError } from '../deploy-error';
import { checkKey, isPrivateKey, listsPrivate, PRIVATE_PREFIX, type ObjectHeaders, type ObjectStore, type StoredObject } from './object-store';

/** The one call of the client this store makes: a fake answering 412 or 409 can stand in for it in tests. */
export type S3Sender = Pick<S3Client, 'send'>;

/** Where the CDN reads (its origin path) and where it never does, under the target's prefix. */
const PUBLIC_FOLDER = 'public/';
const PRIVATE_FOLDER = 'private/';

interface S3ErrorShape {
  readonly name?: string;
  readonly code?: string;
  readonly message?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

const statusOf = (error: unknown): number | undefined => (error as S3ErrorShape).$metadata?.httpStatusCode;
const nameOf = (error: unknown): string => (error as S3ErrorShape).name ?? (error as S3ErrorShape).code ?? '';

/** A conditional write that lost: 412 Precondition Failed, or 409 when another conditional write was under way. */
const lostCondition = (error: unknown): boolean => [409, 412].includes(statusOf(error) ?? 0) || ['PreconditionFailed', 'ConditionalRequestConflict'].includes(nameOf(error));
const isMissing = (error: unknown): boolean => nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket');

/** One line a person can act on, for the failures a release meets: no bucket, no credentials, no access, no network. */
function describeS3Error(error: unknown, location: string, action: string): string {
  const name = nameOf(error);
  const status = statusOf(error);
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.S3_ENDPOINT;
  const where = `${location}${endpoint ? ` (endpoint ${endpoint})` : ''}`;
  if (name === 'NoSuchBucket') return `The bucket of ${where} does not exist: create it, or fix --target / DEPLOY_TARGET.`;
  if (name === 'CredentialsProviderError' || /credential/i.test((error as S3ErrorShape).message ?? '')) {
    return `No credentials for ${where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or run with a role.`;
  }
  if (name === 'AccessDenied' || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch' || status === 403) {
    return `Access denied to ${where} while trying to ${action} (${name || status}): check the credentials and the policy.`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code && /^E[A-Z]+$/.test(code)) return `Cannot reach ${where} to ${action}: ${code}.`;
  return `${where}: could not ${action}: ${name || 'error'}${status ? ` (HTTP ${status})` : ''}: ${(error as S3ErrorShape).message ?? String(error)}`;
}

/**
 * The deploy target as a bucket (s3://bucket/prefix): public objects under <prefix>/public/ (the CDN's origin
 * path), private ones (keys under .server/) under <prefix>/private/, which the CDN never reads. Conditional writes
 * are the store's own: If-None-Match: * and If-Match, as S3 has honoured since 2024 (and R2, MinIO, Ceph RGW).
 */
export class S3Store implements ObjectStore {
  /** The folder of the target in the bucket: '' or ending in '/'. */
  readonly prefix: string;

  constructor(
    private readonly client: S3Sender,
    readonly bucket: string,
    prefix: string,
    /** Keys per listing page: the store's own (1000) unless a test asks for small pages. */
    private readonly pageSize?: number,
  ) {
    this.prefix = prefix.replace(/([^/])$/, '$1/');
  }

  get location(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  /** A key, or the start of one, as it is named in the bucket. */
  private mapped(key: string): string {
    return isPrivateKey(key) ? `${this.prefix}${PRIVATE_FOLDER}${key.slice(PRIVATE_PREFIX.length)}` : `${this.prefix}${PUBLIC_FOLDER}${key}`;
  }

  private objectKey(key: string): string {
    return this.mapped(checkKey(key));
  }

  where(key: string): string {
    return `s3://${this.bucket}/${this.objectKey(key)}`;
  }

  private fromObjectKey(objectKey: string): string | undefined {
    const rest = objectKey.slice(this.prefix.length);
    if (rest.startsWith(PUBLIC_FOLDER)) return rest.slice(PUBLIC_FOLDER.length);
    if (rest.startsWith(PRIVATE_FOLDER)) return `${PRIVATE_PREFIX}${rest.slice(PRIVATE_FOLDER.length)}`;
    return undefined;
  }

  private async call<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof DeployError) throw error;
      // The SDK's error stays as the cause: retrying-store.ts tells from it whether trying again may help.
      throw new DeployError(describeS3Error(error, this.location, action), { cause: error });
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const Key = this.objectKey(key);
    return this.call(`read ${key}`, async () => {
      try {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
        const body = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
        return { body, etag: out.ETag ?? '' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  private putCommand(key: string, body: Buffer, headers: ObjectHeaders, condition: { IfNoneMatch?: string; IfMatch?: string } = {}): PutObjectCommand {
    return new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: body, ContentType: headers.contentType, CacheControl: headers.cacheControl, ...condition });
  }

  async put(key: string, body: Buffer, headers: ObjectHeaders): Promise<void> {
    await this.call(`write ${key}`, () => this.client.send(this.putCommand(key, body, headers)));
  }

  private async conditionalPut(key: string, command: PutObjectCommand): Promise<boolean> {
    return this.call(`write ${key}`, async () => {
      try {
        await this.client.send(command);
        return true;
      } catch (error) {
        // If-Match on an object deleted since it was read answers 404: the condition failed all the same.
        if (lostCondition(error) || (command.input.IfMatch && isMissing(error))) return false;
        throw error;
      }
    });
  }

  putIfAbsent(key: string, body: Buffer, headers: ObjectHeaders): Promise<boolean> {
    return this.conditionalPut(key, this.putCommand(key, body, headers, { IfNoneMatch: '*' }));
  }

  putIfMatch(key: string, body: Buffer, etag: string, headers: ObjectHeaders): Promise<boolean> {
    return this.conditionalPut(key, this.putCommand(key, body, headers, { IfMatch: etag }));
  }

  /**
   * Pages of up to 1000 keys, each starting after the last key of the one before (ListObjects with Marker): what S3,
   * R2 and MinIO all answer, and what s3rver answers too (its ListObjectsV2 fails with HTTP 500 on a truncated page,
   * because it makes continuation tokens with a cipher OpenSSL 3 refuses).
   */
  async list(prefix: string): Promise<string[]> {
    // A prefix that could still become `.server/` (such as '' or '.') spans both folders.
    const Prefix = listsPrivate(prefix) && !isPrivateKey(prefix) ? this.prefix : this.mapped(prefix);
    const keys: string[] = [];
    let Marker: string | undefined;
    for (;;) {
      const page = await this.call(`list ${prefix || 'the target'}`, () => this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Prefix, Marker, MaxKeys: this.pageSize })));
      const objectKeys = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
      for (const objectKey of objectKeys) {
        const key = this.fromObjectKey(objectKey);
        if (key !== undefined && key.startsWith(prefix)) keys.push(key);
      }
      if (!page.IsTruncated) return keys.sort();
      const last = objectKeys.at(-1);
      if (last === undefined || (Marker !== undefined && last <= Marker)) {
        throw new DeployError(`${this.location}: listing ${prefix || 'the target'} did not advance past ${Marker ?? 'its start'}: the store's answer is not a valid S3 listing.`);
      }
      Marker = last;
    }
  }

  async remove(key: string): Promise<void> {
    await this.call(`remove ${key}`, () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })));
  }
}
