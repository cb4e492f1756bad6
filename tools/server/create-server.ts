import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONFIG_FILE, REGISTRY_FILE } from '@bbg/contract';
import { createCollector, type Collector } from '../collector/collector';
import { answerMetrics, METRICS_PATH } from '../collector/metrics-endpoint';
import { acceptedEncodings } from './accept-encoding';
import { checkAppendable } from './appendable-log';
import { openConfigSource } from './config-source';
import { createCanaryChooser } from './canary-pages';
import { answerConnectionErrors } from './connection-errors';
import { enquiryEndpoint, ENQUIRY_PATH } from './enquiry-api';
import { findServedFile } from './find-file';
import { shutDown } from './graceful-shutdown';
import { createJsonEndpoint } from './json-endpoint';
import { createJsonSender } from './json-text';
import { openJsonlLog } from './jsonl-log';
import { logMaxBytes } from './log-files';
import { carriesBody, FILE_ALLOW, isReadMethod } from './method-policy';
import { namedFile } from './named-file';
import { createRateLimiter, enquiryRateLimit, vitalsRateLimit } from './rate-limiter';
import { isPrivatePath, looksLikeFile } from './path-rules';
import { createRegistryCopies } from './registry-copies';
import { openRegistrySource, registryInForce } from './registry-source';
import { readRequest } from './request-target';
import { sendText } from './respond';
import { SLOW_CLIENT_LIMITS, slowClientOptions, type SlowClientLimits } from './slow-client-limits';
import { createFileSender } from './send-file';
import { cacheControl, setSecurityHeaders } from './security-headers';
import { vitalsEndpoint, VITALS_PATH } from './vitals-api';

export interface ServerOptions {
  /** Folder to serve: the deploy folder, or one remote's build when it runs standalone. */
  readonly root: string;
  readonly enquiryLog: string;
  /** Where accepted vitals beacons go; by default vitals.jsonl beside the enquiry log. */
  readonly vitalsLog?: string;
  /** The size past which each log moves to its previous file; BBG_LOG_MAX_MB by default. */
  readonly logMaxBytes?: number;
  /** A remote running alone has no config.json of its own: it is served the defaults, as the shell would use. */
  readonly configOptional?: boolean;
  /** Enquiries per minute per client (bursts of half that); the vitals beacon gets three times as many. */
  readonly rateLimitPerMinute?: number;
  /** Only for load tests and tests: key the rate limit on this request header instead of the address. */
  readonly trustedClientHeader?: string;
  /** Node's limits for slow clients: all headers within `headersMs`, the whole request within `requestMs`. */
  readonly timeouts?: SlowClientLimits;
  readonly log?: (message: string) => void;
  /** Counts the beacons for GET /metrics; by default one of its own, bounded by the served registry. */
  readonly collector?: Collector;
}

export interface SiteServer extends Server {
  /** Graceful stop: no new connections, requests under way finish, the logs are closed with whole lines. */
  shutdown(graceMs?: number): Promise<void>;
}

/**
 * Static hosting as production does it (headers, caching, precompressed files) plus the local enquiry API and the
 * vitals beacon. Throws ConfigError when config.json is missing or invalid, or a log cannot be written.
 */
export function createSiteServer(options: ServerOptions): SiteServer {
  const { root, enquiryLog, configOptional = false, rateLimitPerMinute, trustedClientHeader, log = console.error, logMaxBytes: maxBytes = logMaxBytes() } = options;
  const config = openConfigSource(root, { required: !configOptional, log });
  const registry = openRegistrySource(root, log);
  const logFiles = [enquiryLog, options.vitalsLog ?? join(dirname(enquiryLog), 'vitals.jsonl')] as const;
  checkAppendable(logFiles[0], 'enquiry log');
  checkAppendable(logFiles[1], 'vitals log');
  const logs = [openJsonlLog(logFiles[0], { maxBytes, warn: log }), openJsonlLog(logFiles[1], { maxBytes, warn: log })] as const;
  const sendFile = createFileSender(root);
  const registryCopies = createRegistryCopies(root);
  const sendConfig = createJsonSender();
  const sendRegistry = createJsonSender();
  const inForce = registryInForce(registry);
  const chooseCanary = createCanaryChooser(root, inForce);
  const collector = options.collector ?? createCollector(inForce);
  const endpoints = new Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>([
    [ENQUIRY_PATH, createJsonEndpoint(enquiryEndpoint(logs[0]), { limiter: createRateLimiter(enquiryRateLimit(rateLimitPerMinute)), trustedClientHeader })],
    [VITALS_PATH, createJsonEndpoint(vitalsEndpoint(logs[1], collector), { limiter: createRateLimiter(vitalsRateLimit(rateLimitPerMinute)), trustedClientHeader })],
    [METRICS_PATH, (req, res) => answerMetrics(req, res, collector)],
  ]);
  let closing = false;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (closing) res.setHeader('Connection', 'close');
    const target = readRequest(req);
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
    // Every spelling of a file the server answers itself (`/config.json/`, `/Registry.json`, `/x.jsonl.gz`).
    const named = namedFile(pathname);
    if (named === `/${CONFIG_FILE}`) {
      // The configuration in force, so browsers never get an edit the server refused.
      sendConfig(req, res, text ?? JSON.stringify(runtime), 'no-cache');
      return;
    }
    const notFound = (): void => sendText(res, 404, 'Not found');
    // Logs, and any dot file or folder: .env, .git, or the .server/ folder where an older deploy kept its private files
    // (they now live beside the deploy folder, out of its reach).
    if (isPrivatePath(pathname) || isPrivatePath(named)) {
      notFound();
      return;
    }
    if (named === `/${REGISTRY_FILE}`) {
      // The registry in force, in every spelling: the file, or those of its precompressed copies that still hold it (a
      // hand edit leaves them stale). Else the server's own copy, compressed by it: after a hand edit, after a refused
      // edit, or for a file the lookup will not send (a link out of the folder).
      const { good, fileInForce } = registry.current();
      if (good) {
        const accepted = req.headers['accept-encoding'] ?? '';
        const holding = registryCopies(accepted, good.text);
        // A client that takes a compression no copy holds gets the server's: the plain file can be 40 times larger.
        const fromFile = fileInForce && (holding !== '' || acceptedEncodings(accepted).length === 0);
        const file = fromFile ? findServedFile(root, `/${REGISTRY_FILE}`, holding) : undefined;
        if (file) sendFile(req, res, file, { cacheControl: cacheControl(`/${REGISTRY_FILE}`), onMissing: notFound });
        else sendRegistry(req, res, good.text, cacheControl(`/${REGISTRY_FILE}`));
        return;
      }
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
    // Only a regular file inside the folder: not a FIFO, a socket, or a link out of it.
    const file = findServedFile(root, pathname, req.headers['accept-encoding'] ?? '');
    if (!file) {
      notFound();
      return;
    }
    // The file sent decides the caching: /registry.json/ is the registry, /about-us the page about-us.html.
    sendFile(req, res, file, { cacheControl: cacheControl(`/${file.name.replace(/\.(br|gz)$/, '')}`), onMissing: notFound });
  };

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    log(`500 for ${req.method ?? '?'} ${req.url ?? '?'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) res.destroy();
    else sendText(res, 500, 'The server failed to answer this request.', { Connection: 'close' });
  };

  const server = createServer(slowClientOptions(options.timeouts ?? SLOW_CLIENT_LIMITS), (req, res) => {
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
