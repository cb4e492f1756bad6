import { setTimeout as sleep } from 'node:timers/promises';
import { DeployError } from '../deploy-error';
import { backoffMs } from './backoff';
import type { ObjectHeaders, ObjectStore, StoredObject } from './object-store';
import { isTransient } from './transient';
import { counted } from '../../counted';

export interface RetryPolicy {
  /** Tries of one request in all, the first among them. */
  readonly tries: number;
  /** The pause before the first retry; it doubles with each later one up to `maxDelayMs`, each jittered (backoff.ts). */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** Where the jitter comes from: Math.random unless a test seeds it. */
  readonly random?: () => number;
}

/** Ten tries with about 20 s of pauses at most: enough to ride out a store that throttles or fails a quarter of its requests. */
export const STORE_RETRIES: RetryPolicy = { tries: 10, firstDelayMs: 100, maxDelayMs: 5_000 };

/** A request that failed every time it was tried, each time in a way that might have passed. */
export class StoreGaveUp extends DeployError {}

/**
 * A conditional write that got no answer at least once, after which the object held other bytes: it may have landed
 * and been replaced since, or never have landed. Only the writer can tell (see compare-and-swap.ts).
 */
export class WriteOutcomeUnknown extends DeployError {}

/** How a conditional write went: whether it was done, after how many tries that got no answer, and whether it gave up. */
interface WriteTries {
  readonly won: boolean;
  readonly failed: number;
  readonly gaveUp?: StoreGaveUp;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The same store, with each request sent again when it fails in a way that may pass (transient.ts: 5xx answers,
 * throttling, resets, timeouts), up to `policy.tries` times, after jittered pauses that double each time. Reads,
 * lists, deletes and plain writes are simply sent again. A conditional write is too, but a try whose answer was lost
 * may have landed, and then a later try is refused because of it: after such a refusal the object is read back, and the
 * write is done if the object holds exactly its bytes.
 */
export class RetryingStore implements ObjectStore {
  constructor(
    readonly inner: ObjectStore,
    private readonly policy: RetryPolicy = STORE_RETRIES,
  ) {}

  get location(): string {
    return this.inner.location;
  }

  where(key: string): string {
    return this.inner.where(key);
  }

  /** Sends a request until it is answered, and says how many tries failed first; StoreGaveUp after the last try. */
  private async retried<T>(request: () => Promise<T>): Promise<{ readonly answer: T; readonly failed: number }> {
    const { tries, firstDelayMs, maxDelayMs, random } = this.policy;
    const started = Date.now();
    for (let failed = 0; ; failed += 1) {
      try {
        return { answer: await request(), failed };
      } catch (error) {
        // Given up on already, or left to the caller, by a retrying store inside this one.
        if (error instanceof StoreGaveUp || error instanceof WriteOutcomeUnknown || !isTransient(error)) throw error;
        if (failed + 1 >= tries) throw new StoreGaveUp(`${reason(error)} (tried ${counted(tries, 'time')} in ${((Date.now() - started) / 1000).toFixed(1)} s)`, { cause: error });
        await sleep(backoffMs(failed + 1, firstDelayMs, maxDelayMs, random));
      }
    }
  }

  private async answered<T>(request: () => Promise<T>): Promise<T> {
    return (await this.retried(request)).answer;
  }

  private async tryWrite(write: () => Promise<boolean>): Promise<WriteTries> {
    try {
      const { answer, failed } = await this.retried(write);
      return { won: answer, failed };
    } catch (error) {
      if (!(error instanceof StoreGaveUp)) throw error;
      return { won: false, failed: this.policy.tries, gaveUp: error };
    }
  }

  /** The object as it is now, after a write whose answer was lost; 'unreadable' when it cannot be read. */
  private async readBack(key: string): Promise<StoredObject | undefined | 'unreadable'> {
    try {
      return await this.get(key);
    } catch {
      return 'unreadable';
    }
  }

  private unknown(key: string, tried: WriteTries, why: string): WriteOutcomeUnknown {
    return new WriteOutcomeUnknown(`Could not tell whether ${this.where(key)} was written: ${tried.failed} tries got no answer, and ${why}.`, { cause: tried.gaveUp });
  }

  get(key: string): Promise<StoredObject | undefined> {
    return this.answered(() => this.inner.get(key));
  }

  put(key: string, body: Buffer, headers: ObjectHeaders): Promise<void> {
    return this.answered(() => this.inner.put(key, body, headers));
  }

  /**
   * Refused after a try that got no answer, the write is done if the object holds these bytes (its own try landed),
   * and a real conflict otherwise, or when the object cannot be read back (a team's role may not read the probe's).
   * When every try failed: done if it holds these bytes, given up if there is no object, a conflict if it holds others.
   */
  async putIfAbsent(key: string, body: Buffer, headers: ObjectHeaders): Promise<boolean> {
    const tried = await this.tryWrite(() => this.inner.putIfAbsent(key, body, headers));
    if (tried.won || tried.failed === 0) return tried.won;
    const stored = await this.readBack(key);
    if (stored !== 'unreadable' && stored?.body.equals(body)) return true;
    if (!tried.gaveUp) return false;
    if (stored === undefined) throw tried.gaveUp;
    if (stored === 'unreadable') throw this.unknown(key, tried, 'it cannot be read back');
    return false;
  }

  /**
   * Refused after a try that got no answer, or when every try failed, the write is done if the object holds these
   * bytes, and given up (or refused) if it still has the ETag the condition named. If it holds others, it may have
   * landed and been replaced since: WriteOutcomeUnknown, for the caller to settle.
   */
  async putIfMatch(key: string, body: Buffer, etag: string, headers: ObjectHeaders): Promise<boolean> {
    const tried = await this.tryWrite(() => this.inner.putIfMatch(key, body, etag, headers));
    if (tried.won || tried.failed === 0) return tried.won;
    const stored = await this.readBack(key);
    if (stored === 'unreadable') throw this.unknown(key, tried, 'it cannot be read back');
    if (stored?.body.equals(body)) return true;
    // Still the object the condition named: no try landed.
    if (stored?.etag === etag) {
      if (tried.gaveUp) throw tried.gaveUp;
      return false;
    }
    throw this.unknown(key, tried, 'another writer has changed it since');
  }

  list(prefix: string): Promise<string[]> {
    return this.answered(() => this.inner.list(prefix));
  }

  remove(key: string): Promise<void> {
    return this.answered(() => this.inner.remove(key));
  }
}
