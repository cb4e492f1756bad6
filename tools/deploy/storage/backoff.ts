/**
 * The pause before retry number `retry` (1 for the first): `baseMs`, doubled with each retry up to `maxMs`, times a
 * random factor from 0.5 to 1.5, so writers that failed together do not all come back together.
 */
export const backoffMs = (retry: number, baseMs: number, maxMs = Number.POSITIVE_INFINITY, random: () => number = Math.random): number =>
  Math.min(maxMs, baseMs * 2 ** (retry - 1)) * (0.5 + random());
