import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityFor, UNTRUSTED_INTEGRITY } from './trusted-scripts';

/** Chunk and entry loads time out after 120 s. */
export const SCRIPT_TIMEOUT_MS = 120_000;

/** Marker returned by errorLoadRemote so the loader can try an earlier version instead of crashing. */
export interface RemoteLoadFailure {
  readonly remoteLoadFailure: true;
  readonly id: string;
  readonly error: unknown;
}

export const isRemoteLoadFailure = (value: unknown): value is RemoteLoadFailure =>
  typeof value === 'object' && value !== null && 'remoteLoadFailure' in value;

/**
 * Every script the federation runtime creates carries the SRI of its URL, so a tampered or unknown
 * file is refused by the browser before it runs. Manifests are fetched with their integrity too.
 */
export function federationPlugin({ enforceIntegrity = true } = {}): ModuleFederationRuntimePlugin {
  const integrityOf = (url: string): string | undefined =>
    integrityFor(url, document.baseURI) ?? (enforceIntegrity ? UNTRUSTED_INTEGRITY : undefined);
  return {
    name: 'bbg-integrity-and-isolation',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = url;
      script.crossOrigin = 'anonymous';
      const integrity = integrityOf(url);
      if (integrity) script.integrity = integrity;
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    fetch(url, init) {
      const integrity = integrityOf(url);
      return fetch(url, { ...init, ...(integrity ? { integrity } : {}), signal: AbortSignal.timeout(SCRIPT_TIMEOUT_MS) });
    },
    beforePreloadRemote({ preloadOps }) {
      // No page chunk runs before its own version's entry has passed its integrity check: versions of a
      // remote share one chunk-loading global, so a preloaded chunk of a refused version would leak into
      // the version the shell falls back to. The entry's own runtime loads (and SRI-checks) its chunks.
      preloadOps.splice(0);
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} failed to load (${lifecycle}):`, error);
      const failure: RemoteLoadFailure = { remoteLoadFailure: true, id, error };
      return failure;
    },
  };
}
