/** How many requests one client may make: `burst` at once, then `perMinute` spread over each minute. */
export interface RateLimit {
  readonly perMinute: number;
  readonly burst: number;
}

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updated: number;
}

/** Above this many tracked clients, the ones whose bucket has refilled are forgotten (they would start full anyway). */
const PRUNE_ABOVE = 10_000;

/** A token bucket per client key. `now` is injectable so tests need no real waiting. */
export function createRateLimiter({ perMinute, burst }: RateLimit, now: () => number = Date.now) {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number): void => {
    bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.updated) * perMs);
    bucket.updated = at;
  };
  const prune = (at: number): void => {
    for (const [key, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= burst) buckets.delete(key);
    }
  };
  return {
    take(key: string): RateDecision {
      const at = now();
      if (buckets.size > PRUNE_ABOVE) prune(at);
      const bucket = buckets.get(key) ?? { tokens: burst, updated: at };
      buckets.set(key, bucket);
      refill(bucket, at);
      if (bucket.tokens >= 1 - 1e-9) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round((1 - bucket.tokens) / perMs) / 1000)) };
    },
    get size(): number {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Enquiries a minute from one client by default: no person sends more than 20 a minute, or 10 at once; a script does. */
export const DEFAULT_ENQUIRIES_PER_MINUTE = 20;

/** The enquiry endpoint's limit: `perMinute`, in bursts of half that. */
export const enquiryRateLimit = (perMinute = DEFAULT_ENQUIRIES_PER_MINUTE): RateLimit => ({ perMinute, burst: Math.max(1, Math.floor(perMinute / 2)) });

/** A page view sends a beacon or two; a burst of reloads a few more. Three times the enquiry limit. */
export const vitalsRateLimit = (enquiriesPerMinute = DEFAULT_ENQUIRIES_PER_MINUTE): RateLimit => enquiryRateLimit(enquiriesPerMinute * 3);
