import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/partners', expose: './partners', title: 'Partners', description: 'Partner with BBG: why, who and how to join, with the partner enquiry form.', layout: 'main' },
  { path: '/our-innovation', expose: './our-innovation', title: 'Our Innovation', description: 'How openness drives innovation across the BBG group.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
