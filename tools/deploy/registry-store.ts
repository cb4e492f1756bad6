import { setTimeout as sleep } from 'node:timers/promises';
import { REGISTRY_FILE, type Registry } from '@bbg/shared/contract';
import { DeployError } from './deploy-error';
import { registryProblem } from './registry-problem';
import { objectHeaders } from './storage/object-headers';
import type { ObjectStore } from './storage/object-store';

/** Every registry a write replaced, one object each, written with put-if-absent: an append-only history. */
export const HISTORY_PREFIX = '.server/registry-history/';

export const emptyRegistry = (): Registry => ({ schema: 1, updatedAt: new Date().toISOString(), remotes: {} });

export interface StoredRegistry {
  readonly registry: Registry;
  /** The stored registry's ETag; undefined when the target has none yet. */
  readonly etag?: string;
  readonly body?: Buffer;
}

const RESTORE_HINT = 'Nothing was changed. Put an earlier one back with: npm run registry -- restore';

/** A registry's bytes, checked: not JSON or not valid gets one line saying what is wrong and where. */
export function parseRegistry(body: Buffer, where: string): Registry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new DeployError(`${where} is not valid JSON (${(error as Error).message}). ${RESTORE_HINT}`);
  }
  const problem = registryProblem(parsed);
  if (problem) throw new DeployError(`${where} is not a valid registry: ${problem}. ${RESTORE_HINT}`);
  return parsed as Registry;
}

export const registryWhere = (store: ObjectStore): string => `The registry ${store.location.replace(/\/?$/, '/')}${REGISTRY_FILE}`;

export async function readRegistry(store: ObjectStore): Promise<StoredRegistry> {
  const stored = await store.get(REGISTRY_FILE);
  if (!stored) return { registry: emptyRegistry() };
  return { registry: parseRegistry(stored.body, registryWhere(store)), etag: stored.etag, body: stored.body };
}

/** A history name that sorts by time and is safe as a file name on any system. */
export const historyStamp = (date = new Date()): string => date.toISOString().replace(/:/g, '-');

async function keepInHistory(store: ObjectStore, body: Buffer): Promise<void> {
  const stamp = historyStamp();
  for (let n = 0; ; n += 1) {
    const key = `${HISTORY_PREFIX}${stamp}${n ? `-${n}` : ''}.json`;
    if (await store.putIfAbsent(key, body, objectHeaders(key))) return;
  }
}

export interface UpdateOptions {
  /** What the change is, for the message when it gives up ("the release of mfe-legal"). */
  readonly what: string;
  readonly attempts?: number;
  /** The first pause between attempts; each later one doubles, each with random jitter. */
  readonly backoffMs?: number;
  /** Restore only: a stored registry that fails validation is replaced rather than refused. */
  readonly replaceInvalid?: boolean;
}

/**
 * Compare-and-swap of the registry: read it with its ETag, apply the change, put it back only if the ETag is still
 * the one read (If-Match; If-None-Match: * when there was none). When another release got there first (412/409) it
 * reads again, applies the change to what is there now and tries again, after a jittered pause, a bounded number of
 * times. It writes nothing but the history copy until it wins; when it gives up, the registry is as the other
 * writers left it. `change` may throw to refuse (an unknown version): then nothing is written at all.
 */
export async function updateRegistry(store: ObjectStore, change: (registry: Registry) => Registry, options: UpdateOptions): Promise<Registry> {
  const { what, attempts = 8, backoffMs = 40 } = options;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
    const current = options.replaceInvalid ? await readTolerant(store) : await readRegistry(store);
    const changed = change(current.registry);
    if (changed === current.registry) return current.registry;
    const next = { ...changed, updatedAt: new Date().toISOString() };
    const body = Buffer.from(`${JSON.stringify(next, null, 2)}\n`);
    if (current.body) await keepInHistory(store, current.body);
    const headers = objectHeaders(REGISTRY_FILE);
    const won = current.etag === undefined ? await store.putIfAbsent(REGISTRY_FILE, body, headers) : await store.putIfMatch(REGISTRY_FILE, body, current.etag, headers);
    if (won) return next;
  }
  throw new DeployError(`${registryWhere(store)} kept changing under ${what} (${attempts} attempts): other releases were writing it. Nothing was changed by this one; run it again.`);
}

/** The stored registry with its ETag even when it fails validation (for restore), as empty when it does. */
async function readTolerant(store: ObjectStore): Promise<StoredRegistry> {
  const stored = await store.get(REGISTRY_FILE);
  if (!stored) return { registry: emptyRegistry() };
  try {
    return { registry: parseRegistry(stored.body, ''), etag: stored.etag, body: stored.body };
  } catch {
    return { registry: emptyRegistry(), etag: stored.etag, body: stored.body };
  }
}
