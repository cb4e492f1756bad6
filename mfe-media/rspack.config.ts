import type { ExposeOf } from '@bbg/shared/contract';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import type { routes } from './src/app/routes';

const exposes = {
  './media-center': './src/pages/media-center/media-center-page.tsx',
  './media-center-inner': './src/pages/media-inner/media-inner-page.tsx',
  './media-day': './src/pages/media-day/media-day-page.tsx',
  './news-events-inner': './src/pages/news-article/news-article-page.tsx',
  './newsletter': './src/pages/newsletter/newsletter-page.tsx',
} satisfies Record<ExposeOf<typeof routes>, string>;

export default createAppConfig({ app: remoteApp('media'), exposes });
