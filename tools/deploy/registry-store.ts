import { REGISTRY_FILE, type Registry } from '@bbg/shared/contract';
import { DeployError } from './deploy-error';
import { registryProblem } from './registry-problem';
import { objectHeaders } from './storage/object-headers';
import { compareAndSwap, type SwapOptions } from './storage/compare-and-swap';
import type { ObjectStore, StoredObject } from './storage/object-store';

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

const registryWhere = (store: ObjectStore): string => `The registry ${store.where(REGISTRY_FILE)}`;

const parsedRegistry = (stored: StoredObject, store: ObjectStore): StoredRegistry => ({ registry: parseRegistry(stored.body, registryWhere(store)), etag: stored.etag, body: stored.body });

export async function readRegistry(store: ObjectStore): Promise<StoredRegistry> {
  const stored = await store.get(REGISTRY_FILE);
  return stored ? parsedRegistry(stored, store) : { registry: emptyRegistry() };
}

/** A history name that sorts by time and is safe as a file name on any system. */
const historyStamp = (date = new Date()): string => date.toISOString().replace(/:/g, '-');

async function keepInHistory(store: ObjectStore, body: Buffer): Promise<void> {
  const stamp = historyStamp();
  for (let n = 0; ; n += 1) {
    const key = `${HISTORY_PREFIX}${stamp}${n ? `-${n}` : ''}.json`;
    if (await store.putIfAbsent(key, body, objectHeaders(key))) return;
  }
}

export interface UpdateOptions extends Omit<SwapOptions, 'where'> {
  /** Restore only: a stored registry that fails validation is replaced rather than refused. */
  readonly replaceInvalid?: boolean;
}

/**
 * Compare-and-swap of the registry (compareAndSwap): read it with its ETag, apply the change, put it back only if no
 * other release wrote it in between, else apply the change to what is there now and try again. Each write first
 * keeps the registry it replaces in the history. `change` may throw to refuse (an unknown version): then nothing is
 * written at all; when it gives up, the registry is as the other writers left it.
 */
export async function updateRegistry(store: ObjectStore, change: (registry: Registry) => Registry, options: UpdateOptions): Promise<Registry> {
  return compareAndSwap(
    store,
    REGISTRY_FILE,
    async (stored) => {
      const current = options.replaceInvalid ? tolerant(stored) : stored ? parsedRegistry(stored, store) : { registry: emptyRegistry() };
      const changed = change(current.registry);
      if (changed === current.registry) return { result: current.registry };
      const next = { ...changed, updatedAt: new Date().toISOString() };
      if (current.body) await keepInHistory(store, current.body);
      return { body: Buffer.from(`${JSON.stringify(next, null, 2)}\n`), result: next };
    },
    { ...options, where: registryWhere(store) },
  );
}

/** The stored registry with its ETag even when it fails validation (for restore), as empty when it does. */
function tolerant(stored: StoredObject | undefined): StoredRegistry {
  if (!stored) return { registry: emptyRegistry() };
  try {
    return { registry: parseRegistry(stored.body, ''), etag: stored.etag, body: stored.body };
  } catch {
    return { registry: emptyRegistry(), etag: stored.etag, body: stored.body };
  }
}
