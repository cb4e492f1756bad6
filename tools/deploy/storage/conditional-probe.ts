import { DeployError } from '../deploy-error';
import { objectHeaders } from './object-headers';
import type { ObjectStore } from './object-store';

/** The flag that lets a release write to a store that ignores conditional writes (one writer at a time, by hand). */
export const UNSAFE_STORE_FLAG = '--allow-unconditional-store';

const PROBE_KEY = '.server/conditional-write-probe';

/**
 * Before a release's first write: a put-if-absent on a key that exists must be refused. A store that accepts it
 * would let two releases overwrite each other's registry, so it is refused unless the override is given.
 */
export async function probeConditionalWrites(store: ObjectStore, override: boolean): Promise<void> {
  const headers = objectHeaders(PROBE_KEY);
  await store.putIfAbsent(PROBE_KEY, Buffer.from('probe\n'), headers);
  if (!(await store.putIfAbsent(PROBE_KEY, Buffer.from('probe\n'), headers))) return;
  if (override) return;
  throw new DeployError(
    `${store.location} accepted a write with If-None-Match: * over an existing object, so it does not honour conditional writes and ` +
      `concurrent releases could lose each other's registry change. Nothing of the release was written. Stores that honour them: AWS S3 (since ` +
      `August 2024), Cloudflare R2, MinIO, Ceph RGW. To release anyway, one release at a time, add ${UNSAFE_STORE_FLAG}.`,
  );
}
