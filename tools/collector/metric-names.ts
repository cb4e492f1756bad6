/** The collector's Prometheus metrics: what /metrics exposes, and what `npm run health -- --prometheus` queries. */
export const METRICS = {
  signals: 'bbg_signals_total',
  lcp: 'bbg_lcp_seconds',
  inp: 'bbg_inp_seconds',
  cls: 'bbg_cls',
  refused: 'bbg_beacons_refused_total',
} as const;

/** Why a beacon was refused: the refusal counter's one label. */
export const REFUSALS = ['malformed', 'too-large', 'bad-type', 'rate-limited'] as const;
export type Refusal = (typeof REFUSALS)[number];
