import { renderStandalone } from '@bbg/shared/standalone/standalone-app';
import { pages, routes } from './routes';

void renderStandalone({ appName: 'mfe-legal', routes, pages });
