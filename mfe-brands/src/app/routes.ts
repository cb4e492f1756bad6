import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './qr-link': { file: '../pages/qr-link/qr-link-page.tsx', load: () => import('../pages/qr-link/qr-link-page') },
  './brands': { file: '../pages/brands/brands-page.tsx', load: () => import('../pages/brands/brands-page') },
  './brand-page': { file: '../pages/brand-page/brand-page.tsx', load: () => import('../pages/brand-page/brand-page') },
  './business-page': { file: '../pages/business-page/business-page.tsx', load: () => import('../pages/business-page/business-page') },
  './division-page': { file: '../pages/division-page/division-page.tsx', load: () => import('../pages/division-page/division-page') },
} satisfies PageTable;

/** The routes this remote owns, published with each release. */
export const routes = [
  { path: '/qr-link', expose: './qr-link', title: 'BBG Brands', description: 'Every BBG brand by category, with links to their sites.', layout: 'bare' },
  { path: '/brands', expose: './brands', title: 'Our Brands', description: 'Uncover the brands of BBG: travel, electronics, general trading, fashion, GSA, IT and logistics.', layout: 'main' },
  { path: '/spj', expose: './brand-page', title: 'SPJ Electronics', description: 'SPJ distributes consumer electronics and accessories to retailers in 20+ countries.', layout: 'main', content: 'spj' },
  { path: '/next-holidays', expose: './brand-page', title: 'Next Holidays', description: 'Leisure holidays crafted by Next Holidays for one million customers.', layout: 'main', content: 'next-holidays' },
  { path: '/blueberry-travels', expose: './brand-page', title: 'Blueberry Travels', description: 'Corporate travel management by Blueberry Travels for 500+ businesses.', layout: 'main', content: 'blueberry-travels' },
  { path: '/friends-travel', expose: './brand-page', title: 'Friends Travel & Tourism', description: 'Friends Travel & Tourism, the BBG general sales agency for airlines.', layout: 'main', content: 'friends-travel' },
  { path: '/Yashika-fashion', expose: './brand-page', title: 'Yashika Fashion', description: 'Contemporary fashion retail by Yashika Fashion, in cities and airports.', layout: 'main', content: 'yashika-fashion' },
  { path: '/mgt', expose: './brand-page', title: 'MGT General Trading', description: 'MGT sources, trades and distributes goods across the region.', layout: 'main', content: 'mgt' },
  { path: '/business-overview', expose: './business-page', title: 'Business Overview', description: 'Travel, electronics, fashion, general trading, IT, logistics and GSA under one group.', layout: 'main', content: 'business-overview' },
  { path: '/travel', expose: './business-page', title: 'Travel', description: 'Corporate travel, holidays and destination management by the BBG group.', layout: 'main', content: 'travel' },
  { path: '/electronics', expose: './business-page', title: 'Electronics', description: 'Consumer electronics distribution by the BBG group through SPJ.', layout: 'main', content: 'electronics' },
  { path: '/fashion', expose: './business-page', title: 'Fashion', description: 'Yashika Fashion: the BBG group\u2019s fashion retail, from city stores to the airport.', layout: 'main', content: 'fashion' },
  { path: '/general-trading', expose: './business-page', title: 'General Trading', description: 'General trading by MGT, the BBG group\u2019s sourcing and distribution business.', layout: 'main', content: 'general-trading' },
  { path: '/dmc', expose: './business-page', title: 'DMC', description: 'Destination management: transfers, hotels, tours and events on the ground.', layout: 'main', content: 'dmc' },
  { path: '/gsa', expose: './division-page', title: 'GSA', description: 'General sales agency: Friends Travel & Tourism represents airlines in new markets.', layout: 'main', content: 'gsa' },
  { path: '/logistics', expose: './division-page', title: 'Logistics', description: 'Freight forwarding, warehousing and distribution across borders.', layout: 'main', content: 'logistics' },
  { path: '/it', expose: './division-page', title: 'IT', description: 'Software, platforms and digital marketing by TechBinary and Bottom Funnel.', layout: 'main', content: 'it' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
