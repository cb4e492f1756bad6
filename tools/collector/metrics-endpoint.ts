import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../server/respond';
import type { Collector } from './collector';

export const METRICS_PATH = '/metrics';
const ALLOW = 'GET, HEAD';

/** GET /metrics: the collector's counts in the Prometheus text exposition format, never cached. */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, collector: Collector): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, `${req.method ?? 'This method'} is not allowed here: use ${ALLOW}.`, { Allow: ALLOW });
    return;
  }
  const text = await collector.exposition();
  res.writeHead(200, { 'Content-Type': collector.contentType, 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}
