import type { Registry, RemoteRecord } from '@bbg/contract';

/** The version of each remote this page has run: the current one, or the one before it after a fallback. */
const loaded = new Map<RemoteRecord, string>();

export function recordLoadedVersion(record: RemoteRecord, version: string): void {
  loaded.set(record, version);
}

/** Remote id (as releases and rollbacks name it) to the version this page loaded, for the remotes it loaded. */
export function loadedVersions(registry: Registry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry.remotes).flatMap(([id, record]) => {
      const version = record && loaded.get(record);
      return version ? [[id, version]] : [];
    }),
  );
}
