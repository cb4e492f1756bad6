/** One stored object and the tag that names its exact bytes (an S3 ETag, or a content hash in a folder). */
export interface StoredObject {
  readonly body: Buffer;
  readonly etag: string;
}

/** What a visitor's browser and the CDN are told about an object. */
export interface ObjectHeaders {
  readonly contentType: string;
  readonly cacheControl: string;
}

/**
 * A deploy target as the deploy code sees it: keys like `registry.json`, `remotes/legal/<version>/remoteEntry.js`
 * and, for files no visitor may fetch, `.server/…` (see PRIVATE_PREFIX). Nothing in tools/deploy talks to `fs` or S3
 * for the target except the two implementations of this interface.
 */
export interface ObjectStore {
  /** Where it is, for messages: a folder path or s3://bucket/prefix. */
  readonly location: string;
  /** Where a key is really kept, for messages: its file (private keys in the folder beside), or s3://bucket/<object key>. */
  where(key: string): string;
  get(key: string): Promise<StoredObject | undefined>;
  put(key: string, body: Buffer, headers: ObjectHeaders): Promise<void>;
  /** Writes only if nothing is stored under the key (If-None-Match: *); false when something is. */
  putIfAbsent(key: string, body: Buffer, headers: ObjectHeaders): Promise<boolean>;
  /** Writes only if the stored object still has this ETag (If-Match); false when it changed or is gone. */
  putIfMatch(key: string, body: Buffer, etag: string, headers: ObjectHeaders): Promise<boolean>;
  /** Every key under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes a key (a page whose route a new version no longer has); no error when it is already gone. */
  remove(key: string): Promise<void>;
}

/**
 * Keys under this prefix are private: the renderer, templates, stored pages, page dates, registry history. No store
 * keeps them where visitors can fetch them: a folder target beside its public folder, a bucket under `private/`.
 */
export const PRIVATE_PREFIX = '.server/';

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

/** Does a listing of keys starting with `prefix` reach into the private ones (`.server/…`, or '' and '.', which could still become it)? */
export const listsPrivate = (prefix: string): boolean => isPrivateKey(prefix) || PRIVATE_PREFIX.startsWith(prefix);

/** Is this a key the deploy code may use: relative, `/`-separated, no empty, `.` or `..` segment, no backslash or NUL? */
export const isStorageKey = (key: string): boolean => key !== '' && !/[\\\0]/.test(key) && !key.split('/').some((s) => s === '' || s === '.' || s === '..');

/** A key the deploy code may use (isStorageKey), or a refusal naming it. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Refusing the storage key '${key}'`);
  return key;
}
