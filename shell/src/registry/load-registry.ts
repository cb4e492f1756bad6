import { isRegistry, REGISTRY_FILE, type Registry } from '@bbg/shared/contract';
import { bakedRegistry } from './baked-registry';

export interface LoadedRegistry {
  readonly registry: Registry;
  /** Base every registry path is resolved against. */
  readonly baseUrl: string;
  readonly source: 'live' | 'baked';
}

const REGISTRY_TIMEOUT_MS = 5000;

/** Reads the live registry (never cached); if it cannot, falls back to the copy baked into the shell. */
export async function loadRegistry(origin: string): Promise<LoadedRegistry> {
  const url = new URL(`/${REGISTRY_FILE}`, origin).href;
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isRegistry(body)) throw new Error('unexpected shape');
    return { registry: body, baseUrl: url, source: 'live' };
  } catch (error) {
    console.warn(`Registry unreachable (${String(error)}); using the copy baked into the shell.`);
    return { registry: bakedRegistry, baseUrl: url, source: 'baked' };
  }
}
