import { createServer, type Server } from 'node:http';
import type { Registry } from '@bbg/contract';
import { openJsonlLog } from '../server/jsonl-log';
import { logMaxBytes } from '../server/log-files';
import { createJsonEndpoint } from '../server/json-endpoint';
import { createRateLimiter, vitalsRateLimit } from '../server/rate-limiter';
import { readRequest } from '../server/request-target';
import { sendText } from '../server/respond';
import { shutDown } from '../server/graceful-shutdown';
import { answerConnectionErrors } from '../server/connection-errors';
import { vitalsEndpoint, VITALS_PATH } from '../server/vitals-api';
import { DeployError, failureMessage } from '../deploy/deploy-error';
import { createCollector } from './collector';
import { checkAppendable } from '../server/appendable-log';
import { answerMetrics, METRICS_PATH } from './metrics-endpoint';
import type { CheckedFile } from '../server/checked-file';
import { openRegistryFile, registryInForce } from '../server/registry-source';
import { SLOW_CLIENT_LIMITS, slowClientOptions, type SlowClientLimits } from '../server/slow-client-limits';

export interface CollectorServerOptions {
  /** The registry file whose remotes and versions bound the labels, read again every few seconds. */
  readonly registryFile: string;
  /** Where each accepted beacon is kept, one JSON line each. */
  readonly log: string;
  /** The size past which the log moves to its previous file; BBG_LOG_MAX_MB by default. */
  readonly logMaxBytes?: number;
  /** Only for tests and load tests: key the rate limit on this request header instead of the address. */
  readonly trustedClientHeader?: string;
  /** Node's limits for slow clients; the site server's by default. */
  readonly timeouts?: SlowClientLimits;
  /** Where a registry that cannot be read while running, and a request that failed, are said (stderr by default). */
  readonly warn?: (message: string) => void;
}

export interface CollectorServer extends Server {
  shutdown(graceMs?: number): Promise<void>;
}

/**
 * What the collector needs before it starts: a registry it can read (then watched: an edit that breaks it later
 * leaves the last good one in force, said once), and a beacon log it can append to.
 */
function openAtStart(registryFile: string, log: string, warn: (message: string) => void): CheckedFile<Registry> {
  try {
    const registry = openRegistryFile(registryFile, (message) => warn(`BBG collector: ${message}`), { refuseAtStart: true });
    if (!registry.current().good) throw new Error(`the registry ${registryFile} does not exist.`);
    checkAppendable(log, 'beacon log');
    return registry;
  } catch (error) {
    throw new DeployError(`BBG collector not started: ${(error as Error).message}`);
  }
}

/**
 * The collector alone: POST /vitals (the same endpoint, checks and log as the site's server) and GET /metrics, nothing
 * else. It keeps no state but its counters, so many can run behind a load balancer, each scraped by Prometheus. It
 * refuses to start (DeployError, one line) without a beacon log it can append to and a registry it can read; a
 * registry that breaks later leaves the last good one in force, said once. Slow clients get the site server's limits.
 */
export function createCollectorServer({ registryFile, log, logMaxBytes: maxBytes = logMaxBytes(), trustedClientHeader, timeouts = SLOW_CLIENT_LIMITS, warn = console.error }: CollectorServerOptions): CollectorServer {
  const registry = openAtStart(registryFile, log, warn);
  const beacons = openJsonlLog(log, { maxBytes, warn: (message) => warn(`BBG collector: ${message}`) });
  const collector = createCollector(registryInForce(registry));
  const vitals = createJsonEndpoint(vitalsEndpoint(beacons, collector), { limiter: createRateLimiter(vitalsRateLimit()), trustedClientHeader });
  const server = createServer(slowClientOptions(timeouts), (req, res) => {
    const target = readRequest(req);
    const answer =
      !target.ok ? Promise.resolve(sendText(res, target.status, target.reason, { Connection: 'close' }))
      : target.pathname === VITALS_PATH ? vitals(req, res)
      : target.pathname === METRICS_PATH ? answerMetrics(req, res, collector)
      : Promise.resolve(sendText(res, 404, 'Not found: this collector answers POST /vitals and GET /metrics.'));
    answer.catch((error: unknown) => {
      warn(`BBG collector: 500 for ${req.method ?? '?'} ${req.url ?? '?'}: ${failureMessage(error)}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'The collector failed to answer this request.', { Connection: 'close' });
    });
  });
  answerConnectionErrors(server);
  return Object.assign(server, { shutdown: (graceMs?: number) => shutDown(server, () => beacons.close(), graceMs) });
}
