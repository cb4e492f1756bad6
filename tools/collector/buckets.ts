/**
 * Histogram buckets of the collector's measurements, shared with the health and judge commands that read them. The
 * p75s they print are interpolated inside a bucket, so the first bounds are small: with 0.5 s first, every page
 * painting under half a second read as an LCP p75 of 375 ms, a real 212 ms too.
 */
export const BUCKETS = {
  /** Largest Contentful Paint, seconds. */
  lcp: [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10],
  /** Interaction to Next Paint, seconds. */
  inp: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1],
  /** Cumulative Layout Shift, unitless. */
  cls: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5],
} as const;

export type Measured = keyof typeof BUCKETS;
