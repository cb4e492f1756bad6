import { VITAL_NAMES, type VitalName } from '@bbg/contract';
import { readBeaconLine } from './beacon-line';

interface VitalsRow {
  readonly route: string;
  readonly metric: VitalName;
  readonly count: number;
  readonly p75: number;
}

export interface VitalsSummary {
  readonly beacons: number;
  /** Lines that were not a valid beacon (a torn write, a hand edit, garbage): counted, never fatal. */
  readonly skipped: number;
  readonly rows: readonly VitalsRow[];
}

/** The 75th percentile by nearest rank, as the Web Vitals thresholds are read. */
export function percentile75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN;
}

/**
 * p75 per route and metric, from the lines of vitals.jsonl given one at a time: only the measurements are kept, never
 * the lines, so a log of any length is read in the memory its numbers take.
 */
export function vitalsSummariser() {
  const samples = new Map<string, number[]>();
  let beacons = 0;
  let skipped = 0;
  return {
    add(line: string): void {
      const read = readBeaconLine(line);
      if (read === undefined) return;
      if (read === 'skip') {
        skipped += 1;
        return;
      }
      beacons += 1;
      for (const { name, value } of read.beacon.metrics) {
        const key = JSON.stringify([read.beacon.route, name]);
        const values = samples.get(key) ?? [];
        values.push(value);
        samples.set(key, values);
      }
    },
    summary(): VitalsSummary {
      const rows = [...samples].map(([key, values]) => {
        const [route, metric] = JSON.parse(key) as [string, VitalName];
        return { route, metric, count: values.length, p75: percentile75(values) };
      });
      rows.sort((a, b) => a.route.localeCompare(b.route) || VITAL_NAMES.indexOf(a.metric) - VITAL_NAMES.indexOf(b.metric));
      return { beacons, skipped, rows };
    },
  };
}

/** CLS is a unitless score; the others are milliseconds. */
export const formatVital = (metric: VitalName, value: number): string => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
