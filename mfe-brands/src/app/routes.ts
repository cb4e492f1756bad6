import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/qr-link', expose: './qr-link', title: 'BBG Brands', description: 'Every BBG brand by category, with links to their sites.', layout: 'bare' },
] as const satisfies readonly RemoteRoute[];
