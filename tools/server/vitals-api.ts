import { checkBeacon } from '@bbg/contract';
import type { JsonEndpoint } from './json-endpoint';
import type { JsonlLog } from './jsonl-log';

export const VITALS_PATH = '/vitals';
export const MAX_BEACON_BYTES = 4 * 1024;

/** Real-user metrics from the site's beacon: each valid one becomes a line of the vitals log (never served). */
export const vitalsEndpoint = (log: JsonlLog): JsonEndpoint => ({
  // sendBeacon sends a Blob with its own type (application/json), a string as text/plain;charset=UTF-8.
  body: { maxBytes: MAX_BEACON_BYTES, mediaTypes: ['application/json', 'text/plain'] },
  check: (value) => {
    const checked = checkBeacon(value);
    return checked.ok ? { ok: true, record: checked.beacon } : checked;
  },
  log,
  accept: (res) => res.writeHead(204, { 'Cache-Control': 'no-store' }).end(),
});
