import { randomUUID } from 'node:crypto';
import { DeployError } from '../deploy-error';
import { objectHeaders } from './object-headers';
import type { ObjectStore } from './object-store';

/** The flag that lets a command write to a store that ignores conditional writes (one writer at a time, by hand). */
export const UNSAFE_STORE_FLAG = '--allow-unconditional-store';

const PROBE_KEY = '.server/conditional-write-probe';

/**
 * Does the store refuse a put-if-absent on a key that exists? (It writes the probe object, private, once.) The second
 * write's bytes are its own, so that a retrying store cannot take the refusal of a try for the landing of an earlier
 * try whose answer was lost (retrying-store.ts compares the bytes).
 */
export async function honoursConditionalWrites(store: ObjectStore): Promise<boolean> {
  const headers = objectHeaders(PROBE_KEY);
  await store.putIfAbsent(PROBE_KEY, Buffer.from('probe\n'), headers);
  return !(await store.putIfAbsent(PROBE_KEY, Buffer.from(`probe ${randomUUID()}\n`), headers));
}

/**
 * Before a command's first write: a store that accepts a put-if-absent on a key that exists would let two writers
 * overwrite each other's registry, so it is refused unless the override is given.
 */
export async function probeConditionalWrites(store: ObjectStore, override: boolean): Promise<void> {
  if (override || (await honoursConditionalWrites(store))) return;
  throw new DeployError(
    `${store.location} accepted a write with If-None-Match: * over an object that exists (${store.where(PROBE_KEY)}), so it does not honour ` +
      `conditional writes, and releases and rollbacks at the same time could lose each other's registry change. Nothing was written but ` +
      `that private probe object. Stores that honour them: AWS S3 (since August 2024), Cloudflare R2, MinIO, Ceph RGW. To go ahead anyway, ` +
      `with one writer at a time, add ${UNSAFE_STORE_FLAG}.`,
  );
}
