import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' },
  { path: '/t&c', expose: './terms', title: 'Terms & Conditions', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
