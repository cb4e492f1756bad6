import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/our-innovation', expose: './our-innovation', title: 'Our Innovation', description: 'How openness drives innovation across the BBG group.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
