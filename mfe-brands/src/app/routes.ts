import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/qr-link', expose: './qr-link', title: 'BBG Brands', description: 'Every BBG brand by category, with links to their sites.', layout: 'bare' },
  { path: '/brands', expose: './brands', title: 'Our Brands', description: 'Uncover the brands of BBG: travel, electronics, general trading, fashion, GSA, IT and logistics.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
