import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', description: 'How BBG collects, uses and protects the information of visitors to its website.', layout: 'main' },
  { path: '/t&c', expose: './terms', title: 'Terms & Conditions', description: 'The terms and conditions for using the BBG website.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
