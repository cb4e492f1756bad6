// Plain data and functions of the registry, without the schema library, so the shell can use them before its root is
// adopted; its schema and types are in registry-schema.ts.
import type { RemoteRecord } from './registry-schema';

export type { Registry, RemoteRecord, RemoteVersion } from './registry-schema';

/** A record's staged versions (none when nothing is staged). */
export const stagedOf = (record: RemoteRecord): readonly string[] => record.staged ?? [];

/**
 * The versions a preview link may force in one tab: each staged one and, while a canary runs, the current one too,
 * so QA can see either side of the canary whatever their cohort.
 */
export const previewableOf = (record: RemoteRecord): readonly string[] => (record.canary ? [...stagedOf(record), record.current] : stagedOf(record));

/** A record's canary: the version a share of visitors gets instead of the current one, if any. */
export const canaryOf = (record: RemoteRecord): RemoteRecord['canary'] => record.canary;

/** A record with this canary, or with none (the field left out). */
export function withCanary(record: RemoteRecord, canary: RemoteRecord['canary']): RemoteRecord {
  const next: { -readonly [K in keyof RemoteRecord]: RemoteRecord[K] } = { ...record, canary };
  if (!canary) delete next.canary;
  return next;
}

/**
 * The version that was current before the current one: where a rollback goes unless told otherwise, what the shell
 * falls back to, and so the one version besides the current that a build bakes in and pre-renders.
 */
export const versionBefore = (record: RemoteRecord): string | undefined => record.previous.at(-1);

/** File name of the registry at the root of the deploy folder. */
export const REGISTRY_FILE = 'registry.json';
/** Per-version list of script hashes. */
export const INTEGRITY_FILE = 'integrity.json';
/** Route list emitted into each remote build. */
export const ROUTES_FILE = 'routes.json';
/** Each remote build's entry script: the registry's `entryScript`, and the key of its hash in integrity.json. */
export const ENTRY_SCRIPT_FILE = 'remoteEntry.js';
/** Each remote build's federation manifest: the registry's `entry`. */
export const MANIFEST_FILE = 'mf-manifest.json';
