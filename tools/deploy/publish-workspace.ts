import { isPrivateKey } from './storage/object-store';
import { objectHeaders } from './storage/object-headers';
import type { Workspace } from './workspace';

/** Hashed and versioned files: written once (If-None-Match: *), never replaced. */
const IMMUTABLE = /^(static\/|remotes\/[^/]+\/[^/]+\/)/;

/** Before anything that links them: immutable files, then private ones, then the public files visitors get. */
const rank = (key: string): number => (IMMUTABLE.test(key) ? 0 : isPrivateKey(key) ? 1 : 2);

/**
 * Writes back to the target what the workspace made or changed, in an order that never serves a page before the
 * files it links, then removes `removed`. Returns the keys written.
 */
export async function publishWorkspace(ws: Workspace, removed: readonly string[] = []): Promise<string[]> {
  const keys = ws.changed().sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const tier of [0, 1, 2]) {
    await Promise.all(
      keys
        .filter((key) => rank(key) === tier)
        .map(async (key) => {
          if (tier === 0) await ws.store.putIfAbsent(key, ws.read(key), objectHeaders(key));
          else await ws.store.put(key, ws.read(key), objectHeaders(key));
          ws.settle(key);
        }),
    );
  }
  await Promise.all(removed.map((key) => ws.store.remove(key)));
  return keys;
}
