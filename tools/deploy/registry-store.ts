import { REGISTRY_FILE, type Registry } from '@bbg/contract';
import { DeployError } from './deploy-error';
import { registryProblem } from './registry-problem';
import { objectHeaders } from './storage/object-headers';
import { compareAndSwap, type SwapOptions } from './storage/compare-and-swap';
import type { ObjectStore, StoredObject } from './storage/object-store';
import { boundedRegistry } from './registry-bounds';

/**
 * Every registry written, one object each named by the time it was written, with put-if-absent: an append-only
 * history whose newest valid entry is the registry as the last write left it.
 */
export const HISTORY_PREFIX = '.server/registry-history/';

export const emptyRegistry = (): Registry => ({ schema: 1, updatedAt: new Date().toISOString(), remotes: {} });

export interface StoredRegistry {
  readonly registry: Registry;
  /** The stored registry's ETag; undefined when the target has none yet. */
  readonly etag?: string;
  readonly body?: Buffer;
}

const RESTORE_HINT = 'Put an earlier one back with: npm run registry -- restore.';

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

/** Said of a target without a registry: a mistyped DEPLOY_DIR or --target, or a site never built. */
export const noRegistryText = (location: string): string => `No registry in ${location}: nothing was released there (npm run build publishes the site).`;

/** The registry, for a command that has nothing to do without one (health, judge): none is refused in one line. */
export async function readReleasedRegistry(store: ObjectStore): Promise<Registry> {
  const { registry, body } = await readRegistry(store);
  if (!body) throw new DeployError(noRegistryText(store.location));
  return registry;
}

export async function readRegistry(store: ObjectStore): Promise<StoredRegistry> {
  const stored = await store.get(REGISTRY_FILE);
  return stored ? parsedRegistry(stored, store) : { registry: emptyRegistry() };
}

/** A history name that sorts by time and is safe as a file name on any system. */
const historyStamp = (date: Date): string => date.toISOString().replace(/:/g, '-');

/** The time a registry says it was written (now, when it does not say it in a form that parses). */
function writtenAt(registry: Registry): Date {
  const time = Date.parse(registry.updatedAt);
  return Number.isFinite(time) ? new Date(time) : new Date();
}

/**
 * When a new registry is written: now, but never at or before the registry it replaces, so a writer whose clock is
 * behind still writes a newer one. The history is named by these times, so its order is the order of the writes.
 */
const nextUpdatedAt = (replaced: Registry): string => new Date(Math.max(Date.now(), writtenAt(replaced).getTime() + 1)).toISOString();

/** The history names of a registry written at `at`: `<time>.json`, then `<time>-1.json`, `<time>-2.json`, … */
const historyKey = (at: Date, n: number): string => `${HISTORY_PREFIX}${historyStamp(at)}${n ? `-${n}` : ''}.json`;

/**
 * Keeps a registry's bytes in the history as `<time it was written>.json`, with put-if-absent. An entry of that name
 * holding the same bytes is the same registry, kept already; one holding others (a registry written before the
 * history was named this way) keeps its name, and these bytes go to `<time>-1.json`, which sorts after it.
 */
async function keepInHistory(store: ObjectStore, body: Buffer, at: Date): Promise<void> {
  for (let n = 0; ; n += 1) {
    const key = historyKey(at, n);
    if (await store.putIfAbsent(key, body, objectHeaders(key))) return;
    if ((await store.get(key))?.body.equals(body)) return;
  }
}

/**
 * Did these registry bytes land, though the write never heard so and registry.json holds others now? Then a later
 * write replaced them, and every write first keeps the registry it replaces in the history, where keepInHistory
 * puts it: a registry is there if and only if it was current once.
 */
async function keptInHistory(store: ObjectStore, body: Buffer): Promise<boolean> {
  const at = writtenAt(JSON.parse(body.toString('utf8')) as Registry);
  for (let n = 0; ; n += 1) {
    const kept = await store.get(historyKey(at, n));
    if (!kept) return false;
    if (kept.body.equals(body)) return true;
  }
}

/**
 * The registry just written, kept in the history once the write has won (a write that lost keeps nothing, so every
 * entry was current once), so that after a damaged registry.json the newest entry is the last good one. The registry
 * is written already: a failure here only warns, since the next write keeps this registry as the one it replaces.
 */
async function keepWritten(store: ObjectStore, registry: Registry, body: Buffer): Promise<void> {
  try {
    await keepInHistory(store, body, writtenAt(registry));
  } catch (error) {
    console.error(`The registry was written, but not its copy in the registry history: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface UpdateOptions extends Omit<SwapOptions, 'where'> {
  /** Restore only: a stored registry that fails validation is replaced rather than refused. */
  readonly replaceInvalid?: boolean;
}

/**
 * Compare-and-swap of the registry (compareAndSwap): read it with its ETag, apply the change, put it back only if no
 * other release wrote it in between, else apply the change to what is there now and try again. Each write first
 * keeps the registry it replaces in the history (kept already, unless written before the history kept each
 * registry written), and once it has won, the registry it wrote. A write whose answer was lost is looked for in the
 * history before the change is applied again, so a change never lands twice. `change` may throw to refuse (an
 * unknown version): then nothing is written at all; when it gives up, the registry is as the other writers left it.
 * Every registry written keeps each remote's history bounded (registry-bounds.ts).
 */
export async function updateRegistry(store: ObjectStore, change: (registry: Registry) => Registry, options: UpdateOptions): Promise<Registry> {
  const written = await compareAndSwap<{ registry: Registry; body?: Buffer }>(
    store,
    REGISTRY_FILE,
    async (stored) => {
      const current = options.replaceInvalid ? tolerant(stored) : stored ? parsedRegistry(stored, store) : { registry: emptyRegistry() };
      const changed = change(current.registry);
      if (changed === current.registry) return { result: { registry: current.registry } };
      const next = { ...boundedRegistry(changed), updatedAt: nextUpdatedAt(current.registry) };
      if (current.body) await keepInHistory(store, current.body, writtenAt(current.registry));
      const body = Buffer.from(`${JSON.stringify(next, null, 2)}\n`);
      return { body, result: { registry: next, body } };
    },
    { ...options, where: registryWhere(store), landed: (body) => keptInHistory(store, body) },
  );
  if (written.body) await keepWritten(store, written.registry, written.body);
  return written.registry;
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
