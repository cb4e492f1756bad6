import { createServer, type Server } from 'node:http';
import { openJsonlLog } from '../server/jsonl-log';
import { createJsonEndpoint } from '../server/json-endpoint';
import { createRateLimiter, vitalsRateLimit } from '../server/rate-limiter';
import { readRequestTarget } from '../server/request-target';
import { sendText } from '../server/respond';
import { shutDown } from '../server/graceful-shutdown';
import { answerConnectionErrors } from '../server/connection-errors';
import { vitalsEndpoint, VITALS_PATH } from '../server/vitals-api';
import { createCollector } from './collector';
import { answerMetrics, METRICS_PATH } from './metrics-endpoint';
import { readRegistryFile } from './registry-file';

export interface CollectorServerOptions {
  /** The registry file whose remotes and versions bound the labels, read again every few seconds. */
  readonly registryFile: string;
  /** Where each accepted beacon is kept, one JSON line each. */
  readonly log: string;
  /** Only for tests and load tests: key the rate limit on this request header instead of the address. */
  readonly trustedClientHeader?: string;
}

export interface CollectorServer extends Server {
  shutdown(graceMs?: number): Promise<void>;
}

/**
 * The collector alone: POST /vitals (the same endpoint, checks and log as the site's server) and GET /metrics, nothing
 * else. It keeps no state but its counters, so many can run behind a load balancer, each scraped by Prometheus.
 */
export function createCollectorServer({ registryFile, log, trustedClientHeader }: CollectorServerOptions): CollectorServer {
  const beacons = openJsonlLog(log);
  const collector = createCollector(() => readRegistryFile(registryFile));
  const vitals = createJsonEndpoint(vitalsEndpoint(beacons, collector), { limiter: createRateLimiter(vitalsRateLimit()), trustedClientHeader });
  const server = createServer((req, res) => {
    const target = readRequestTarget(req.url);
    const answer =
      !target.ok ? Promise.resolve(sendText(res, target.status, target.reason, { Connection: 'close' }))
      : target.pathname === VITALS_PATH ? vitals(req, res)
      : target.pathname === METRICS_PATH ? answerMetrics(req, res, collector)
      : Promise.resolve(sendText(res, 404, 'Not found: this collector answers POST /vitals and GET /metrics.'));
    answer.catch(() => {
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'The collector failed to answer this request.', { Connection: 'close' });
    });
  });
  answerConnectionErrors(server);
  return Object.assign(server, { shutdown: (graceMs?: number) => shutDown(server, () => beacons.close(), graceMs) });
}
