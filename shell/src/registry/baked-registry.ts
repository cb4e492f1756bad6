import { hasRegistryShape, type Registry } from '@bbg/contract';

declare const __BBG_BAKED_REGISTRY__: unknown;

const empty: Registry = { schema: 1, updatedAt: '1970-01-01T00:00:00.000Z', remotes: {} };

/** The registry as it was when the shell was built: the last known good copy. */
export const bakedRegistry: Registry =
  typeof __BBG_BAKED_REGISTRY__ !== 'undefined' && hasRegistryShape(__BBG_BAKED_REGISTRY__) ? __BBG_BAKED_REGISTRY__ : empty;
