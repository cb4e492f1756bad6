import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/contact-us', expose: './contact-us', title: 'Contact Us', description: 'Stay in touch with BBG: send us an enquiry or find our offices across Africa and Asia.', layout: 'main' },
  { path: '/world-wide', expose: './world-wide', title: 'World Wide', description: 'BBG in the Middle East, Africa and Asia: over 10 years, 50+ branches, 20+ countries.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
