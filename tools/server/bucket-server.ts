import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CONFIG_FILE, defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { cdnObjectKey } from '../cdn/cdn-rewrite';
import { readRegistry } from '../deploy/registry-store';
import { isStorageKey, type ObjectStore } from '../deploy/storage/object-store';
import { servedPaths } from '../prerender/sitemap';
import { answerConnectionErrors } from './connection-errors';
import { contentType } from './content-type';
import { carriesBody, FILE_ALLOW, isReadMethod } from './method-policy';
import { readRequest } from './request-target';
import { sendText } from './respond';
import { cacheControl, setSecurityHeaders, staticSecurityHeaders } from './security-headers';
import { SLOW_CLIENT_LIMITS, slowClientOptions } from './slow-client-limits';

interface SiteState {
  readonly pages: ReadonlySet<string>;
  readonly config: RuntimeConfig;
}

/** How long the registry and config.json read from the target are used before they are read again. */
const STATE_MS = 2000;

async function readState(store: ObjectStore): Promise<SiteState> {
  const [{ registry }, config] = await Promise.all([readRegistry(store), store.get(CONFIG_FILE)]);
  let parsed = defaultRuntimeConfig;
  if (config) {
    try {
      parsed = parseRuntimeConfig(JSON.parse(config.body.toString('utf8')));
    } catch (error) {
      throw new Error(`config.json in ${store.location} is not valid: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { pages: new Set(servedPaths(registry)), config: parsed };
}

/**
 * Serves a deploy target's public objects as the CDN in front of it would (tools/cdn/): the same rewrite (pages,
 * app.html, private paths 404) and the same headers. Read-only: GET and HEAD. For trying a bucket out locally.
 */
export function createBucketServer(store: ObjectStore, log: (message: string) => void = console.error): Server {
  let state: { readonly at: number; readonly value: Promise<SiteState> } | undefined;
  const current = (): Promise<SiteState> => {
    if (!state || Date.now() - state.at > STATE_MS) state = { at: Date.now(), value: readState(store) };
    return state.value;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(staticSecurityHeaders)) res.setHeader(name, value);
    const target = readRequest(req);
    if (!target.ok) return sendText(res, target.status, target.reason, { Connection: 'close' });
    if (!isReadMethod(req.method)) return sendText(res, 405, `${req.method ?? 'This method'} is not allowed here: use ${FILE_ALLOW}.`, { Allow: FILE_ALLOW });
    if (carriesBody(req)) return sendText(res, 400, `A ${req.method ?? 'GET'} request takes no body.`, { Connection: 'close' });
    const { pathname } = target;
    const { pages, config } = await current();
    setSecurityHeaders(res, config, pathname);
    // A path no object can have (`/remotes/`, `/a//b.js`) is not found: never a failure of the target's.
    const key = cdnObjectKey(pathname, pages);
    if (key === undefined || !isStorageKey(key)) return sendText(res, 404, 'Not found');
    const found = await store.get(key);
    if (!found) return sendText(res, 404, 'Not found');
    const headers = { 'Content-Type': contentType(key), 'Cache-Control': cacheControl(pathname), ETag: found.etag };
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': found.body.length });
    res.end(req.method === 'HEAD' ? undefined : found.body);
  };

  const server = createServer(slowClientOptions(SLOW_CLIENT_LIMITS), (req, res) => {
    handle(req, res).catch((error: unknown) => {
      state = undefined;
      const message = error instanceof Error ? error.message : String(error);
      log(`502 for ${req.method ?? '?'} ${req.url ?? '?'}: ${message}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 502, `The deploy target could not be read: ${message}`, { Connection: 'close' });
    });
  });
  answerConnectionErrors(server);
  return server;
}
