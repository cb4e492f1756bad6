import { stagedOf, type Registry, type RemoteRecord } from '@bbg/contract';

/** Versions a rollback can step back through, most recent last. */
export const MAX_PREVIOUS = 10;
/** Version records a remote keeps in all: those in use, then the most recently published of the rest. */
export const MAX_VERSIONS = 20;

/**
 * A remote's record with its history bounded. Every visitor's browser fetches the registry on each page load, and
 * each release adds a version with its routes and their heads in every locale: unbounded, it would grow with every
 * release for ever. The current, staged and canary versions and the last MAX_PREVIOUS earlier ones are always kept;
 * other records (a version rolled back from, for a roll forward) are kept, newest first, up to MAX_VERSIONS in all.
 * Their files stay in the store, and every registry written stays in the registry history.
 */
export function boundedRecord(record: RemoteRecord): RemoteRecord {
  const previous = record.previous.slice(-MAX_PREVIOUS);
  const inUse = new Set([record.current, ...previous, ...stagedOf(record), ...(record.canary ? [record.canary.version] : [])]);
  const names = Object.keys(record.versions);
  if (previous.length === record.previous.length && names.length <= MAX_VERSIONS) return record;
  const others = names
    .filter((name) => !inUse.has(name))
    .sort((a, b) => (record.versions[b]?.publishedAt ?? '').localeCompare(record.versions[a]?.publishedAt ?? ''))
    .slice(0, Math.max(0, MAX_VERSIONS - inUse.size));
  const kept = new Set([...inUse, ...others]);
  return { ...record, previous, versions: Object.fromEntries(Object.entries(record.versions).filter(([name]) => kept.has(name))) };
}

/** The registry with every remote's history bounded (boundedRecord); the same object when nothing was over. */
export function boundedRegistry(registry: Registry): Registry {
  const remotes = Object.entries(registry.remotes).map(([id, record]) => [id, record && boundedRecord(record)] as const);
  if (remotes.every(([id, record]) => record === registry.remotes[id])) return registry;
  return { ...registry, remotes: Object.fromEntries(remotes) };
}
