import type { Registry } from '@bbg/contract';
import { remoteVersion } from '@bbg/testing';
import type { LoadedRegistry } from '../registry/load-registry';

// Test fixture: a live registry with brands at LIVE and NEXT staged, legal at LEGAL with nothing staged.
export const LIVE = '1.0.0-aaaaaaaaaaaa';
export const NEXT = '1.0.1-bbbbbbbbbbbb';
export const EARLIER = '0.9.0-cccccccccccc';
export const LEGAL = '1.0.0-dddddddddddd';

const version = (remote: string, name: string) => remoteVersion(remote, name);

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    brands: {
      name: 'mfe_brands',
      section: 'Brands',
      current: LIVE,
      previous: [EARLIER],
      versions: { [EARLIER]: version('brands', EARLIER), [LIVE]: version('brands', LIVE), [NEXT]: version('brands', NEXT) },
      staged: [NEXT],
    },
    legal: { name: 'mfe_legal', section: 'Legal', current: LEGAL, previous: [], versions: { [LEGAL]: version('legal', LEGAL) } },
  },
};

export const liveRegistry: LoadedRegistry = { registry, baseUrl: 'https://www.bbg.example/registry.json', source: 'live' };
