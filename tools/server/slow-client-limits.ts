/**
 * Node's limits for slow clients, the site server's and the collector's: every header within 10 s, the whole request
 * within 20 s, else 408 (a slowloris holding connections open gets nowhere).
 */
export const SLOW_CLIENT_LIMITS = { headersMs: 10_000, requestMs: 20_000 } as const;

export interface SlowClientLimits {
  readonly headersMs: number;
  readonly requestMs: number;
}

/**
 * Node's server options for those limits. How often Node looks for clients past them: every second at most (its
 * default is every 30 s, which let slow connections stay three times too long), as the site server does.
 */
export function slowClientOptions({ headersMs, requestMs }: SlowClientLimits) {
  // requireHostHeader: a request without Host is refused by readRequest, with a reason Node's own 400 does not give.
  return { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, headersMs), requireHostHeader: false };
}
