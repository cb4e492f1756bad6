import { checkBeacon, type VitalsBeacon } from '@bbg/contract';
import type { Collector } from '../collector/collector';
import type { Refusal } from '../collector/metric-names';
import type { JsonEndpoint } from './json-endpoint';
import type { JsonlLog } from './jsonl-log';

export const VITALS_PATH = '/vitals';
export const MAX_BEACON_BYTES = 4 * 1024;

/** A refused beacon's status, as the collector counts it. */
const REFUSAL_OF: Readonly<Record<number, Refusal>> = { 400: 'malformed', 413: 'too-large', 415: 'bad-type', 429: 'rate-limited' };

/**
 * Real-user metrics and health signals from the site's beacon: each valid one becomes a line of the vitals log
 * (never served) and is counted by the collector; each refused one is counted by why.
 */
export const vitalsEndpoint = (log: JsonlLog, collector?: Collector): JsonEndpoint<VitalsBeacon> => ({
  // sendBeacon sends a Blob with its own type (application/json), a string as text/plain;charset=UTF-8.
  body: { maxBytes: MAX_BEACON_BYTES, mediaTypes: ['application/json', 'text/plain'] },
  check: (value) => {
    const checked = checkBeacon(value);
    return checked.ok ? { ok: true, record: checked.beacon } : checked;
  },
  log,
  accept: (res, record) => {
    collector?.record(record);
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  },
  refused: (status) => collector?.refuse(REFUSAL_OF[status] ?? 'malformed'),
});
