import { renderStandalone } from '@bbg/standalone';
import { pages, routes } from './routes';

void renderStandalone({ appName: 'mfe-about', routes, pages });
