import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/shared/config/runtime-config';
import { createEnquiryHandler, ENQUIRY_PATH } from './enquiry-api';
import { cacheControl, contentSecurityPolicy, staticSecurityHeaders } from './security-headers';

export interface ServerOptions {
  /** Folder to serve: the deploy folder, or one remote's build when it runs standalone. */
  readonly root: string;
  readonly enquiryLog: string;
}

function readConfig(root: string): RuntimeConfig {
  const file = join(root, 'config.json');
  return existsSync(file) ? parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8'))) : defaultRuntimeConfig;
}

const looksLikeFile = (pathname: string): boolean => /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/remotes/') || pathname.startsWith('/static/');

/** Static hosting as production does it (headers, caching, precompressed files) plus the local enquiry API. */
export function createSiteServer({ root, enquiryLog }: ServerOptions): Server {
  const setHeaders = (res: import('node:http').ServerResponse, pathname: string): void => {
    res.setHeader('Cache-Control', cacheControl(pathname));
  };
  // dev: true makes sirv look files up on each request: a release or rollback adds files while the server runs.
  const files = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, setHeaders });
  const pages = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, single: 'app.html', setHeaders });
  const enquiries = createEnquiryHandler(enquiryLog);

  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const config = readConfig(root);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(config, pathname));
    for (const [name, value] of Object.entries(staticSecurityHeaders)) res.setHeader(name, value);
    if (pathname === ENQUIRY_PATH) {
      enquiries(req, res).catch((error: unknown) => {
        console.error('Enquiry stand-in failed:', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    if (pathname === '/config.json' && !existsSync(join(root, 'config.json'))) {
      // A remote running alone has no config.json of its own: it gets the defaults, as the shell would.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    const notFound = (): void => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
    };
    (looksLikeFile(pathname) ? files : pages)(req, res, notFound);
  });
}
