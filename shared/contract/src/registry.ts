import type { RemoteId, RemoteRoute } from './remote-contract';

/** One immutable published build of a remote (remotes/<id>/<version>/). */
export interface RemoteVersion {
  readonly version: string;
  /** mf-manifest.json of this version, relative to the registry's own URL. */
  readonly entry: string;
  /** The entry script (remoteEntry.js), relative to the registry's own URL. */
  readonly entryScript: string;
  /** SHA-384 SRI of the entry script. */
  readonly integrity: string;
  /** integrity.json: the SHA-384 of every script of this version, relative to the registry. */
  readonly files: string;
  /** SHA-384 SRI of integrity.json itself; the shell fetches it with `fetch(url, { integrity })`. */
  readonly filesIntegrity: string;
  readonly routes: readonly RemoteRoute[];
  readonly publishedAt: string;
  /** Hash of the sources it was built from, so `npm start` knows when a rebuild is due. */
  readonly sourceHash?: string;
}

export interface RemoteRecord {
  /** Module Federation container name. */
  readonly name: string;
  /** Section name shown to visitors when it cannot be loaded. */
  readonly section: string;
  readonly current: string;
  /** Versions that were current before, oldest first: rollback goes back along this list. */
  readonly previous: readonly string[];
  readonly versions: Readonly<Record<string, RemoteVersion>>;
  /**
   * Versions published and rendered but not current (`npm run release -- <remote> --stage`): visitors never get
   * them; QA previews one in a tab, then it is promoted or discarded. Each is described in `versions`.
   */
  readonly staged?: readonly string[];
}

/** A record's staged versions (none in a registry from before staging). */
export const stagedOf = (record: RemoteRecord): readonly string[] => record.staged ?? [];

/**
 * The version that was current before the current one: where a rollback goes unless told otherwise, what the shell
 * falls back to, and so the one version besides the current that a build bakes in and pre-renders.
 */
export const versionBefore = (record: RemoteRecord): string | undefined => record.previous.at(-1);

export interface Registry {
  readonly schema: 1;
  readonly updatedAt: string;
  readonly remotes: Partial<Readonly<Record<RemoteId, RemoteRecord>>>;
}

/** File name of the registry at the root of the deploy folder. */
export const REGISTRY_FILE = 'registry.json';
/** Per-version list of script hashes. */
export const INTEGRITY_FILE = 'integrity.json';
/** Route list emitted into each remote build. */
export const ROUTES_FILE = 'routes.json';
