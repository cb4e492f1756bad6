import { setTimeout as sleep } from 'node:timers/promises';
import { DeployError } from '../deploy-error';
import { objectHeaders } from './object-headers';
import type { ObjectStore, StoredObject } from './object-store';

export interface SwapOptions {
  /** What the change is, for the message when it gives up ("the release of mfe-legal"). */
  readonly what: string;
  /** How the object is named in that message; where the store keeps it by default. */
  readonly where?: string;
  readonly attempts?: number;
  /** The first pause between attempts; each later one doubles, each with random jitter. */
  readonly backoffMs?: number;
}

/** What one attempt makes of the object as it is now: the bytes to write (none: leave it as it is) and the result. */
export interface Swap<T> {
  readonly body?: Buffer;
  readonly result: T;
}

/**
 * Compare-and-swap of one object: read it with its ETag, let `step` make the new bytes from it, and put them back only
 * if the ETag is still the one read (If-Match; If-None-Match: * when there was none). When another writer got there
 * first (412 or 409, or the object vanished in between) it reads again and runs `step` on what is there now, after a
 * jittered pause, a bounded number of times. `step` should read anything else it depends on itself, so a retry sees it
 * as it is now. It may throw to refuse: then nothing is written. When it gives up, the object is as the other writers
 * left it.
 */
export async function compareAndSwap<T>(store: ObjectStore, key: string, step: (current: StoredObject | undefined) => Promise<Swap<T>>, options: SwapOptions): Promise<T> {
  const { what, attempts = 8, backoffMs = 40 } = options;
  const headers = objectHeaders(key);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
    const current = await store.get(key);
    const { body, result } = await step(current);
    if (body === undefined) return result;
    const won = current === undefined ? await store.putIfAbsent(key, body, headers) : await store.putIfMatch(key, body, current.etag, headers);
    if (won) return result;
  }
  const where = options.where ?? store.where(key);
  throw new DeployError(`${where} kept changing under ${what} (${attempts} attempts): other releases were writing it. Nothing was changed by this one; run it again.`);
}
