import { hasRegistryShape, REGISTRY_FILE, type Registry, type RemoteId } from '@bbg/contract';

export interface LoadedRegistry {
  readonly registry: Registry;
  /** Base every registry path is resolved against. */
  readonly baseUrl: string;
  readonly source: 'live' | 'baked';
  /** The remote this tab previews a staged version of (shell/src/preview/): its served pages are not adopted. */
  readonly previewed?: RemoteId;
}

const REGISTRY_TIMEOUT_MS = 5000;

const NO_REMOTES: Registry = { schema: 1, updatedAt: '1970-01-01T00:00:00.000Z', remotes: {} };

/**
 * The copy baked into the shell, in a chunk of its own: every remote's every version is a few kilobytes that a
 * visitor needs only when the live registry cannot be read. If even that chunk cannot load, the site runs on the
 * shell's own pages.
 */
async function bakedCopy(): Promise<Registry> {
  try {
    return (await import('./baked-registry')).bakedRegistry;
  } catch {
    return NO_REMOTES;
  }
}

/** Reads the live registry (never cached); if it cannot, falls back to the copy baked into the shell. */
export async function loadRegistry(origin: string): Promise<LoadedRegistry> {
  const url = new URL(`/${REGISTRY_FILE}`, origin).href;
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!hasRegistryShape(body)) throw new Error('unexpected shape');
    return { registry: body, baseUrl: url, source: 'live' };
  } catch (error) {
    console.warn(`Registry unreachable (${String(error)}); using the copy baked into the shell.`);
    return { registry: await bakedCopy(), baseUrl: url, source: 'baked' };
  }
}
