import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './privacy-policy': { file: '../pages/privacy-policy/privacy-policy-page.tsx', load: () => import('../pages/privacy-policy/privacy-policy-page') },
  './terms': { file: '../pages/terms/terms-page.tsx', load: () => import('../pages/terms/terms-page') },
} satisfies PageTable;

/** The routes this remote owns, published with each release. */
export const routes = [
  { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', description: 'How BBG collects, uses and protects the information of visitors to its website.', layout: 'main', header: 'light' },
  { path: '/t&c', expose: './terms', title: 'Terms & Conditions', description: 'The terms and conditions for using the BBG website.', layout: 'main', header: 'light' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
