import type { RemoteRoute } from '@bbg/shared/contract';

/** The routes this remote owns, published with each release (ROUTE-MAP.md). */
export const routes = [
  { path: '/world-wide', expose: './world-wide', title: 'World Wide', description: 'BBG in the Middle East, Africa and Asia: over 10 years, 50+ branches, 20+ countries.', layout: 'main' },
] as const satisfies readonly RemoteRoute[];
