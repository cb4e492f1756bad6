import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientKey } from './client-key';
import { readJsonBody, type JsonBodyRules } from './json-body';
import { LogWriteError, type JsonlLog } from './jsonl-log';
import type { RateLimiter } from './rate-limiter';
import { sendJson } from './respond';

type InputCheck<T> = { readonly ok: true; readonly record: T } | { readonly ok: false; readonly reason: string };

/** An endpoint that accepts JSON from the public: what it reads, how it checks it, where it keeps what it accepts. */
export interface JsonEndpoint<T extends object = object> {
  readonly body: JsonBodyRules;
  readonly check: (value: unknown) => InputCheck<T>;
  readonly log: JsonlLog;
  /** Answers an accepted request, once its record is in the log. */
  readonly accept: (res: ServerResponse, record: T) => void;
  /** Told the status of each refused request (400, 413, 415 or 429; not a wrong method). */
  readonly refused?: (status: number) => void;
}

export interface EndpointGuard {
  readonly limiter: RateLimiter;
  /** See clientKey: only `bbg load` and tests name a header here. */
  readonly trustedClientHeader?: string;
}

/**
 * POST only (405 with Allow otherwise), a per-client rate limit (429 with Retry-After), then the body rules
 * (415 / 413 / 400 with a reason) and the check (400 with a reason). Accepted input is one line of the log,
 * written before the answer, so an accepted request is never lost: while the log cannot be written, 503 with Retry-After.
 */
export function createJsonEndpoint<T extends object>({ body, check, log, accept, refused = () => undefined }: JsonEndpoint<T>, { limiter, trustedClientHeader }: EndpointGuard) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'Use POST.' }, { Allow: 'POST' });
      return;
    }
    const decision = limiter.take(clientKey(req, trustedClientHeader));
    if (!decision.allowed) {
      refused(429);
      const wait = String(decision.retryAfterSeconds);
      sendJson(res, 429, { error: `Too many requests: try again in ${wait} s.` }, { 'Retry-After': wait });
      return;
    }
    const read = await readJsonBody(req, body);
    if (!read.ok) {
      refused(read.status);
      sendJson(res, read.status, { error: read.error }, read.status === 413 ? { Connection: 'close' } : {});
      return;
    }
    const checked = check(read.value);
    if (!checked.ok) {
      refused(400);
      sendJson(res, 400, { error: checked.reason });
      return;
    }
    // The server's time, first on the line, whatever the record holds.
    const receivedAt = new Date().toISOString();
    const line: Record<string, unknown> = { receivedAt, ...checked.record };
    line.receivedAt = receivedAt;
    try {
      await log.append(line);
    } catch (error) {
      // The log said why, once; the client is told to come back, and nothing reaches the server's error path.
      if (!(error instanceof LogWriteError)) throw error;
      sendJson(res, 503, { error: 'This cannot be recorded now: try again later.' }, { 'Retry-After': '60' });
      return;
    }
    accept(res, checked.record);
  };
}
