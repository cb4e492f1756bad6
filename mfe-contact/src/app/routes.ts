import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './contact-us': { file: '../pages/contact-us/contact-us-page.tsx', load: () => import('../pages/contact-us/contact-us-page') },
  './world-wide': { file: '../pages/world-wide/world-wide-page.tsx', load: () => import('../pages/world-wide/world-wide-page') },
} satisfies PageTable;

/** The routes this remote owns, published with each release. */
export const routes = [
  { path: '/contact-us', expose: './contact-us', title: 'Contact Us', description: 'Stay in touch with BBG: send us an enquiry or find our offices across Africa and Asia.', layout: 'main' },
  { path: '/world-wide', expose: './world-wide', title: 'World Wide', description: 'BBG in the Middle East, Africa and Asia: over 10 years, 50+ branches, 20+ countries.', layout: 'main' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
