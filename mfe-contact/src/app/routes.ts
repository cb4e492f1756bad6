import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/world-wide', expose: './world-wide', title: 'World Wide', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
