import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './partners': { file: '../pages/partners/partners-page.tsx', load: () => import('../pages/partners/partners-page') },
  './our-innovation': { file: '../pages/our-innovation/our-innovation-page.tsx', load: () => import('../pages/our-innovation/our-innovation-page') },
  './about-us': { file: '../pages/about-us/about-us-page.tsx', load: () => import('../pages/about-us/about-us-page') },
  './bbg-overview': { file: '../pages/bbg-overview/bbg-overview-page.tsx', load: () => import('../pages/bbg-overview/bbg-overview-page') },
  './vision-values': { file: '../pages/vision-values/vision-values-page.tsx', load: () => import('../pages/vision-values/vision-values-page') },
  './our-ambition': { file: '../pages/our-ambition/our-ambition-page.tsx', load: () => import('../pages/our-ambition/our-ambition-page') },
  './our-leadership': { file: '../pages/our-leadership/our-leadership-page.tsx', load: () => import('../pages/our-leadership/our-leadership-page') },
  './clients': { file: '../pages/clients/clients-page.tsx', load: () => import('../pages/clients/clients-page') },
  './values-mission': { file: '../pages/values-mission/values-mission-page.tsx', load: () => import('../pages/values-mission/values-mission-page') },
  './sustainability': { file: '../pages/sustainability/sustainability-page.tsx', load: () => import('../pages/sustainability/sustainability-page') },
} satisfies PageTable;

/** The routes this remote owns, published with each release. */
export const routes = [
  { path: '/partners', expose: './partners', title: 'Partners', description: 'Partner with BBG: why, who and how to join, with the partner enquiry form.', layout: 'main' },
  { path: '/our-innovation', expose: './our-innovation', title: 'Our Innovation', description: 'How openness drives innovation across the BBG group.', layout: 'main' },
  { path: '/about-us', expose: './about-us', title: 'About Us', description: 'BBG: one group of travel, electronics, fashion, trading, IT, logistics and GSA businesses since 2013.', layout: 'main' },
  { path: '/bbg-overview', expose: './bbg-overview', title: 'BBG Overview', description: 'The BBG group at a glance: 50+ branches, 20+ countries, 1500+ employees, 1000+ partners.', layout: 'main' },
  { path: '/vision-values', expose: './vision-values', title: 'Vision & Values', description: 'Great People + Great Experience = Great Organization: the vision and values of BBG.', layout: 'main' },
  { path: '/our-ambition', expose: './our-ambition', title: 'Our Ambition', description: 'The objectives and values behind the ambition of the BBG group.', layout: 'main' },
  { path: '/our-leadership', expose: './our-leadership', title: 'Our Leadership', description: 'The board of directors and leadership team of the BBG group.', layout: 'main' },
  { path: '/clients', expose: './clients', title: 'Clients', description: 'Airlines, corporates and governments that trust the BBG group.', layout: 'main' },
  { path: '/values-mission', expose: './values-mission', title: 'Values & Mission', description: 'What the BBG group stands for and sets out to do.', layout: 'main' },
  { path: '/sustainability', expose: './sustainability', title: 'Sustainability', description: 'Responsible travel and trade across the BBG group.', layout: 'main' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
