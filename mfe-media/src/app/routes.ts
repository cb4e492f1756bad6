import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/newsletter/:id', expose: './newsletter', title: 'Newsletter', description: 'The BBG newsletter.', layout: 'none' },
] as const satisfies readonly RemoteRoute[];
