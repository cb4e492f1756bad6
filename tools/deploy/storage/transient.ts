interface FailureShape {
  readonly name?: string;
  readonly code?: string;
  readonly cause?: unknown;
  readonly $retryable?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: number; readonly clockSkewCorrected?: boolean };
}

/** What S3 and S3-compatible stores answer when they are busy or failing for a moment, and the SDK's timeouts. */
const PASSING_NAMES = new Set([
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestThrottled',
  'RequestThrottledException',
  'RequestLimitExceeded',
  'BandwidthLimitExceeded',
  'ServiceUnavailable',
  'InternalError',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
]);

/**
 * Connection failures that a second try may not meet. Not ECONNREFUSED or ENOTFOUND: they say the endpoint is wrong or
 * down, which retries would only take longer to report.
 */
const PASSING_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * Might this failure pass if the request is sent again: a 5xx or 429 answer, throttling (503 SlowDown), a timeout, a
 * connection reset, or anything the SDK marks retryable? Denied access, a missing bucket or a refused condition will
 * not. An error made from another (its `cause`, as S3Store's DeployErrors are) counts as that one.
 */
export function isTransient(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const failure = error as FailureShape;
  const status = failure.$metadata?.httpStatusCode ?? 0;
  if (failure.name === 'AbortError') return false;
  if (status >= 500 || status === 429 || failure.$retryable !== undefined || failure.$metadata?.clockSkewCorrected) return true;
  if (PASSING_NAMES.has(failure.name ?? '') || PASSING_CODES.has(failure.code ?? '')) return true;
  return isTransient(failure.cause, depth + 1);
}
