import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { REGISTRY_FILE } from '@bbg/contract';
import { createCollector, type Collector } from '../collector/collector';
import { answerMetrics, METRICS_PATH } from '../collector/metrics-endpoint';
import { readRegistryFile } from '../collector/registry-file';
import { APP_DOCUMENT } from '../prerender/route-file';
import { openConfigSource, CONFIG_FILE } from './config-source';
import { createCanaryChooser } from './canary-pages';
import { answerConnectionErrors } from './connection-errors';
import { enquiryEndpoint, ENQUIRY_PATH } from './enquiry-api';
import { shutDown } from './graceful-shutdown';
import { createJsonEndpoint } from './json-endpoint';
import { openJsonlLog } from './jsonl-log';
import { carriesBody, FILE_ALLOW, isReadMethod } from './method-policy';
import { createRateLimiter, enquiryRateLimit, vitalsRateLimit } from './rate-limiter';
import { isPrivatePath, looksLikeFile } from './path-rules';
import { readRequestTarget } from './request-target';
import { sendText } from './respond';
import './content-type';
import { cacheControl, setSecurityHeaders } from './security-headers';
import { vitalsEndpoint, VITALS_PATH } from './vitals-api';

export interface ServerOptions {
  /** Folder to serve: the deploy folder, or one remote's build when it runs standalone. */
  readonly root: string;
  readonly enquiryLog: string;
  /** Where accepted vitals beacons go; by default vitals.jsonl beside the enquiry log. */
  readonly vitalsLog?: string;
  /** A remote running alone has no config.json of its own: it is served the defaults, as the shell would use. */
  readonly configOptional?: boolean;
  /** Enquiries per minute per client (bursts of half that); the vitals beacon gets three times as many. */
  readonly rateLimitPerMinute?: number;
  /** Only for load tests and tests: key the rate limit on this request header instead of the address. */
  readonly trustedClientHeader?: string;
  /** Node's limits for slow clients: all headers within `headersMs`, the whole request within `requestMs`. */
  readonly timeouts?: { readonly headersMs: number; readonly requestMs: number };
  readonly log?: (message: string) => void;
  /** Counts the beacons for GET /metrics; by default one of its own, bounded by the served registry. */
  readonly collector?: Collector;
}

export interface SiteServer extends Server {
  /** Graceful stop: no new connections, requests under way finish, the logs are closed with whole lines. */
  shutdown(graceMs?: number): Promise<void>;
}

/** The URL sirv looks up: the checked, decoded path re-encoded only where a URL must be (`/t%26c` finds t&c.html). */
const lookupUrl = (pathname: string): string => encodeURI(pathname).replace(/\?/g, '%3F').replace(/#/g, '%23');

/**
 * Static hosting as production does it (headers, caching, precompressed files) plus the local enquiry API and the
 * vitals beacon. Throws ConfigError when config.json is missing or invalid.
 */
export function createSiteServer(options: ServerOptions): SiteServer {
  const { root, enquiryLog, configOptional = false, rateLimitPerMinute, trustedClientHeader, log = console.error } = options;
  const config = openConfigSource(root, { required: !configOptional, log });
  const setHeaders = (res: ServerResponse, pathname: string): void => {
    res.setHeader('Cache-Control', cacheControl(pathname));
  };
  // dev: true makes sirv look files up on each request: a release or rollback adds files while the server runs.
  const files = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, setHeaders });
  // A pre-rendered site answers other paths (/newsletter/1, unknown ones) with its client-rendered app.html;
  // a remote running alone, which has none, with its index.html.
  const spa = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, single: true, setHeaders });
  const app = sirv(root, { dev: true, etag: true, gzip: true, brotli: true, single: APP_DOCUMENT, setHeaders });
  const pages: typeof spa = (req, res, next) => (existsSync(join(root, APP_DOCUMENT)) ? app : spa)(req, res, next);
  const logs = [openJsonlLog(enquiryLog), openJsonlLog(options.vitalsLog ?? join(dirname(enquiryLog), 'vitals.jsonl'))] as const;
  const chooseCanary = createCanaryChooser(root);
  const collector = options.collector ?? createCollector(() => readRegistryFile(join(root, REGISTRY_FILE)));
  const endpoints = new Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>([
    [ENQUIRY_PATH, createJsonEndpoint(enquiryEndpoint(logs[0]), { limiter: createRateLimiter(enquiryRateLimit(rateLimitPerMinute)), trustedClientHeader })],
    [VITALS_PATH, createJsonEndpoint(vitalsEndpoint(logs[1], collector), { limiter: createRateLimiter(vitalsRateLimit(rateLimitPerMinute)), trustedClientHeader })],
    [METRICS_PATH, (req, res) => answerMetrics(req, res, collector)],
  ]);
  let closing = false;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (closing) res.setHeader('Connection', 'close');
    const target = readRequestTarget(req.url);
    const { config: runtime, text } = config.current();
    setSecurityHeaders(res, runtime, target.ok ? target.pathname : '/');
    if (!target.ok) {
      sendText(res, target.status, target.reason, { Connection: 'close' });
      return;
    }
    const { pathname } = target;
    const endpoint = endpoints.get(pathname);
    if (endpoint) {
      await endpoint(req, res);
      return;
    }
    if (!isReadMethod(req.method)) {
      sendText(res, 405, `${req.method ?? 'This method'} is not allowed here: use ${FILE_ALLOW}.`, { Allow: FILE_ALLOW });
      return;
    }
    if (carriesBody(req)) {
      sendText(res, 400, `A ${req.method ?? 'GET'} request takes no body.`, { Connection: 'close' });
      return;
    }
    if (pathname === `/${CONFIG_FILE}`) {
      // The configuration in force, so browsers never get an edit the server refused.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : (text ?? JSON.stringify(runtime)));
      return;
    }
    const notFound = (): void => sendText(res, 404, 'Not found');
    // Logs, and any dot file or folder: .env, .git, or the .server/ folder where an older deploy kept its private files
    // (they now live beside the deploy folder, out of its reach).
    if (isPrivatePath(pathname)) {
      notFound();
      return;
    }
    // sirv pipes a file stream into the response without an error listener: a file that cannot be read would
    // otherwise throw out of the process.
    res.once('pipe', (source: NodeJS.ReadableStream) => source.once('error', (error) => fail(req, res, error)));
    if (!looksLikeFile(pathname)) {
      // A canary's visitors get its own pre-rendered page; a visitor without a cohort gets one while a canary runs.
      const canary = chooseCanary(pathname, req.headers.cookie, req.headers['x-forwarded-proto'] === 'https');
      if (canary.cookie) res.setHeader('Set-Cookie', canary.cookie);
      if (canary.file) {
        const html = readFileSync(canary.file);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': html.length, 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
        res.end(req.method === 'HEAD' ? undefined : html);
        return;
      }
    }
    req.url = lookupUrl(pathname);
    (looksLikeFile(pathname) ? files : pages)(req, res, notFound);
  };

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    log(`500 for ${req.method ?? '?'} ${req.url ?? '?'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) res.destroy();
    else sendText(res, 500, 'The server failed to answer this request.', { Connection: 'close' });
  };

  const { headersMs = 10_000, requestMs = 20_000 } = options.timeouts ?? {};
  // connectionsCheckingInterval: how often Node looks for clients that broke those limits (default 30 s).
  const server = createServer({ headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs) }, (req, res) => {
    handle(req, res).catch((error: unknown) => fail(req, res, error));
  });
  answerConnectionErrors(server);
  return Object.assign(server, {
    shutdown(graceMs?: number): Promise<void> {
      closing = true;
      return shutDown(server, async () => {
        await Promise.all(logs.map((l) => l.close()));
      }, graceMs);
    },
  });
}
