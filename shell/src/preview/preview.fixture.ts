import type { Registry } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import type { LoadedRegistry } from '../registry/load-registry';

// Test fixture: a live registry with brands at LIVE and NEXT staged, legal at LEGAL with nothing staged.
export const LIVE = '1.0.0-aaaaaaaaaaaa';
export const NEXT = '1.0.1-bbbbbbbbbbbb';
export const EARLIER = '0.9.0-cccccccccccc';
export const LEGAL = '1.0.0-dddddddddddd';

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: { brands: remoteRecord('brands', LIVE, { previous: [EARLIER], staged: [NEXT] }), legal: remoteRecord('legal', LEGAL) },
};

export const liveRegistry: LoadedRegistry = { registry, baseUrl: 'https://www.bbg.example/registry.json', source: 'live' };
