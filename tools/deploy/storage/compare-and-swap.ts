import { setTimeout as sleep } from 'node:timers/promises';
import { DeployError } from '../deploy-error';
import { backoffMs } from './backoff';
import { objectHeaders } from './object-headers';
import type { ObjectHeaders, ObjectStore, StoredObject } from './object-store';
import { WriteOutcomeUnknown } from './retrying-store';
import { counted } from '../../counted';

export interface SwapOptions {
  /** What the change is, for the message when it gives up ("the release of mfe-legal"). */
  readonly what: string;
  /** How the object is named in that message; where the store keeps it by default. */
  readonly where?: string;
  readonly attempts?: number;
  /** The first pause between attempts; each later one doubles, each with random jitter. */
  readonly backoffMs?: number;
  /**
   * Did these bytes land after all? Asked when the store cannot tell: a write whose answer was lost, and the object
   * has changed since (or a create refused, which may have been refused by our own lost one). The registry looks in
   * its history. Without it, such a write counts as lost and `step` runs again, which suits an object made afresh each
   * time from what it is made of.
   */
  readonly landed?: (body: Buffer) => Promise<boolean>;
}

/** What one attempt makes of the object as it is now: the bytes to write (none: leave it as it is) and the result. */
export interface Swap<T> {
  readonly body?: Buffer;
  readonly result: T;
}

/** A compare-and-swap whose write may or may not have landed: its answer was lost, and checking failed too. */
export class SwapOutcomeUnknown extends DeployError {}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Writes `body` if the object is still `current`; whether it did (`landed` settling what the store cannot). */
async function swapped(store: ObjectStore, key: string, current: StoredObject | undefined, body: Buffer, headers: ObjectHeaders, options: SwapOptions): Promise<boolean> {
  const { landed } = options;
  const settle = async (): Promise<boolean> => {
    if (!landed) return false;
    try {
      return await landed(body);
    } catch (error) {
      const where = options.where ?? store.where(key);
      throw new SwapOutcomeUnknown(`${where}: could not tell whether ${options.what} landed: its answer was lost, and checking failed: ${reason(error)}`, { cause: error });
    }
  };
  try {
    if (current !== undefined) return await store.putIfMatch(key, body, current.etag, headers);
    return (await store.putIfAbsent(key, body, headers)) || (await settle());
  } catch (error) {
    if (error instanceof WriteOutcomeUnknown) return settle();
    throw error;
  }
}

/**
 * Compare-and-swap of one object: read it with its ETag, let `step` make the new bytes from it, and put them back only
 * if the ETag is still the one read (If-Match; If-None-Match: * when there was none). When another writer got there
 * first (412 or 409, or the object vanished in between) it reads again and runs `step` on what is there now, after a
 * jittered pause, a bounded number of times. A write whose answer was lost is not applied twice: the store reads it
 * back (retrying-store.ts), and what it cannot tell `options.landed` settles. `step` should read anything else it
 * depends on itself, so a retry sees it as it is now. It may throw to refuse: then nothing is written. When it gives
 * up, the object is as the other writers left it.
 */
export async function compareAndSwap<T>(store: ObjectStore, key: string, step: (current: StoredObject | undefined) => Promise<Swap<T>>, options: SwapOptions): Promise<T> {
  const { what, attempts = 8 } = options;
  const headers = objectHeaders(key);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs(attempt, options.backoffMs ?? 40));
    const current = await store.get(key);
    const { body, result } = await step(current);
    if (body === undefined) return result;
    if (await swapped(store, key, current, body, headers, options)) return result;
  }
  const where = options.where ?? store.where(key);
  throw new DeployError(`${where} kept changing under ${what} (${counted(attempts, 'attempt')}): other releases were writing it, and this one did not. Run it again.`);
}
