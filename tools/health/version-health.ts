import { BUCKETS, type Measured } from '../collector/buckets';
import type { Sample } from '../collector/attribute';

/** A remote version's health over a window: what its visitors' beacons said, measurements as counts per bucket. */
export interface VersionHealth {
  readonly views: number;
  /** Uncaught errors, render errors and failed loads. */
  readonly errors: number;
  readonly fallbacks: number;
  readonly retries: number;
  /** Counts per bucket of BUCKETS, the last above the last bound. */
  readonly lcp: readonly number[];
  readonly inp: readonly number[];
  readonly cls: readonly number[];
}

/** Health by `<remote>@<version>`. */
export type HealthTable = ReadonlyMap<string, VersionHealth>;

export const healthKey = (remote: string, version: string): string => `${remote}@${version}`;

export const emptyHealth = (): VersionHealth => ({ views: 0, errors: 0, fallbacks: 0, retries: 0, lcp: BUCKETS.lcp.map(() => 0).concat(0), inp: BUCKETS.inp.map(() => 0).concat(0), cls: BUCKETS.cls.map(() => 0).concat(0) });

/** The bucket a value falls in: the first whose bound it does not pass, else the one above them all. */
function bucketOf(kind: Measured, value: number): number {
  const index = BUCKETS[kind].findIndex((bound) => value <= bound);
  return index < 0 ? BUCKETS[kind].length : index;
}

type Row = { views: number; errors: number; fallbacks: number; retries: number; lcp: number[]; inp: number[]; cls: number[] };

const emptyRow = (): Row => {
  const { lcp, inp, cls } = emptyHealth();
  return { views: 0, errors: 0, fallbacks: 0, retries: 0, lcp: [...lcp], inp: [...inp], cls: [...cls] };
};

/** The health table of a list of samples. */
export function healthOf(samples: Iterable<Sample>): HealthTable {
  const table = new Map<string, Row>();
  for (const { remote, version, kind, value } of samples) {
    const key = healthKey(remote, version);
    const row = table.get(key) ?? emptyRow();
    table.set(key, row);
    if (kind === 'view') row.views += 1;
    else if (kind === 'error' || kind === 'render-error' || kind === 'load-failure') row.errors += 1;
    else if (kind === 'fallback') row.fallbacks += 1;
    else if (kind === 'retry') row.retries += 1;
    else if (value !== undefined) {
      const at = bucketOf(kind, value);
      row[kind][at] = (row[kind][at] ?? 0) + 1;
    }
  }
  return table;
}
