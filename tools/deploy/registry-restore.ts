import type { Registry } from '@bbg/contract';
import { DeployError } from './deploy-error';
import { sayingWhatRegistryDid } from './registry-outcome';
import { HISTORY_PREFIX, parseRegistry, updateRegistry } from './registry-store';
import type { ObjectStore } from './storage/object-store';

export interface HistoryEntry {
  /** The name `npm run registry -- restore <time>` takes. */
  readonly time: string;
  readonly key: string;
}

/** A history name as its time and the number a name taken already adds (`<time>-1` comes after `<time>`). */
function nameOrder(time: string): [string, number] {
  const numbered = /^(.*Z)-(\d+)$/.exec(time);
  return numbered ? [numbered[1] ?? '', Number(numbered[2])] : [time, 0];
}

const byName = (a: HistoryEntry, b: HistoryEntry): number => {
  const [timeA, nA] = nameOrder(a.time);
  const [timeB, nB] = nameOrder(b.time);
  return timeA < timeB ? -1 : timeA > timeB ? 1 : nA - nB;
};

/** The history, oldest first. */
export async function registryHistory(store: ObjectStore): Promise<HistoryEntry[]> {
  const keys = await store.list(HISTORY_PREFIX);
  return keys
    .filter((key) => key.endsWith('.json'))
    .map((key) => ({ key, time: key.slice(HISTORY_PREFIX.length, -'.json'.length) }))
    .sort(byName);
}

/**
 * Puts a registry from the history back: the named one, or the newest that passes validation (the registry as the
 * last good write left it). The write is the same compare-and-swap as a release's, and keeps in the history the
 * registry it replaces and the one it writes. Returns the entry put back; a failure says whether the registry changed.
 */
export async function restoreRegistry(store: ObjectStore, time?: string): Promise<HistoryEntry & { registry: Registry }> {
  return sayingWhatRegistryDid(async () => {
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
      return { ...entry, registry: restored };
    }
    throw new DeployError(`No registry in the history of ${store.location} passes validation: nothing was restored.`);
  });
}
