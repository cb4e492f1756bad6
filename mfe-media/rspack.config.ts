import type { IncomingMessage } from 'node:http';
import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';
import { pages } from './src/app/routes';

const app = remoteApp('media');
const exposes = exposesOf(pages);
const config = createAppConfig({ app, exposes });

/**
 * A newsletter is framed fully sandboxed (an opaque origin), so the browser asks for its stylesheet as a cross-site
 * request, which the dev server refuses for every file (its guard against other sites reading the app's code). The
 * newsletters are public documents, not code: in development, only they are let through, as the site serves them.
 */
const framedDocuments = {
  name: 'bbg-framed-newsletters',
  middleware: (request: IncomingMessage, _response: unknown, next: () => void): void => {
    if (request.url?.startsWith('/newsletters/')) delete request.headers['sec-fetch-site'];
    next();
  },
};

// The same config object: the build finds the options it was made from by it (create-config.ts, appConfigOptions).
config.devServer = { ...config.devServer, setupMiddlewares: (middlewares) => [framedDocuments, ...middlewares] };

export default config;
