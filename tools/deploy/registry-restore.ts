import type { Registry } from '@bbg/shared/contract';
import { DeployError } from './deploy-error';
import { HISTORY_PREFIX, parseRegistry, updateRegistry } from './registry-store';
import type { ObjectStore } from './storage/object-store';

export interface HistoryEntry {
  /** The name `npm run registry -- restore <time>` takes. */
  readonly time: string;
  readonly key: string;
}

export async function registryHistory(store: ObjectStore): Promise<HistoryEntry[]> {
  const keys = await store.list(HISTORY_PREFIX);
  return keys.filter((key) => key.endsWith('.json')).map((key) => ({ key, time: key.slice(HISTORY_PREFIX.length, -'.json'.length) }));
}

/**
 * Puts a registry from the history back: the named one, or the newest that passes validation. The write is the
 * same compare-and-swap as a release's, and keeps the registry it replaces in the history too.
 */
export async function restoreRegistry(store: ObjectStore, time?: string): Promise<{ time: string; registry: Registry }> {
  const history = await registryHistory(store);
  if (history.length === 0) throw new DeployError(`${store.location} has no registry history yet: nothing to restore.`);
  const candidates = time === undefined ? [...history].reverse() : history.filter((entry) => entry.time === time);
  if (candidates.length === 0) throw new DeployError(`The registry history has no ${time}. Known: ${history.slice(-10).map((e) => e.time).join(', ')}`);
  for (const entry of candidates) {
    const stored = await store.get(entry.key);
    if (!stored) continue;
    let restored: Registry;
    try {
      restored = parseRegistry(stored.body, `History entry ${entry.time}`);
    } catch (error) {
      if (time !== undefined) throw error;
      continue;
    }
    await updateRegistry(store, () => restored, { what: `the restore of ${entry.time}`, replaceInvalid: true });
    return { time: entry.time, registry: restored };
  }
  throw new DeployError(`No registry in the history of ${store.location} passes validation: nothing was restored.`);
}
