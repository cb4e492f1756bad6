import { canaryOf, versionBefore, type Registry } from '@bbg/contract';
import { figuresOf, judge, type Figures, type JudgeSettings, type Verdict } from './verdict';
import { emptyHealth, healthKey, type HealthTable } from './version-health';
import { counted } from '../counted';

interface VersionReport {
  readonly role: 'current' | 'previous' | 'canary';
  readonly version: string;
  readonly figures: Figures;
  /** Against the version it replaces (current against previous, the canary against current). */
  readonly verdict?: Verdict;
  readonly against?: string;
}

export interface RemoteReport {
  readonly remote: string;
  readonly versions: readonly VersionReport[];
}

/** Each remote's current version beside the one before, and its canary if any, each judged against what it replaces. */
export function remoteReports(registry: Registry, table: HealthTable, settings: JudgeSettings, only?: string): RemoteReport[] {
  return Object.entries(registry.remotes).flatMap(([remote, record]) => {
    if (!record || (only !== undefined && remote !== only)) return [];
    const health = (version: string) => table.get(healthKey(remote, version)) ?? emptyHealth();
    const before = versionBefore(record);
    const canary = canaryOf(record);
    const versions: VersionReport[] = [
      { role: 'current', version: record.current, figures: figuresOf(health(record.current)), ...(before ? { verdict: judge(health(record.current), health(before), settings), against: before } : {}) },
      ...(before ? [{ role: 'previous' as const, version: before, figures: figuresOf(health(before)) }] : []),
      ...(canary ? [{ role: 'canary' as const, version: canary.version, figures: figuresOf(health(canary.version)), verdict: judge(health(canary.version), health(record.current), settings), against: record.current }] : []),
    ];
    return [{ remote, versions }];
  });
}

const ms = (seconds: number): string => (Number.isNaN(seconds) ? '–' : `${Math.round(seconds * 1000)} ms`);
const pct = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

/** An error rate in words: a percentage, or a dash with no views (0.0% would read as a measurement). */
export const errorRateText = ({ views, errorRate }: Figures): string => (views === 0 ? '–' : pct(errorRate));

/** A verdict in words: healthy, worse (why), or not enough data (how many more views). */
export function verdictText(verdict: Verdict | undefined, against: string | undefined): string {
  if (!verdict || !against) return '';
  if (verdict.kind === 'healthy') return `healthy against ${against}`;
  if (verdict.kind === 'worse') return `worse than ${against}: ${verdict.why}`;
  return `not enough data against ${against}: ${counted(verdict.moreViews, 'more view')} needed`;
}

/** The report as lines a person reads. */
export function reportLines(reports: readonly RemoteReport[]): string[] {
  return reports.flatMap(({ remote, versions }) =>
    versions.map(({ role, version, figures: f, verdict, against }, i) =>
      [
        `${(i === 0 ? remote : '').padEnd(8)} ${role.padEnd(8)} ${version}`,
        `views ${f.views}`,
        f.views === 0 ? 'errors –' : `errors ${pct(f.errorRate)} (${pct(f.errorInterval.low)}–${pct(f.errorInterval.high)})`,
        `fallbacks ${f.fallbacks}`,
        `p75 LCP ${ms(f.lcpP75)}, INP ${ms(f.inpP75)}, CLS ${Number.isNaN(f.clsP75) ? '–' : f.clsP75.toFixed(3)}`,
        verdictText(verdict, against),
      ]
        .filter(Boolean)
        .join('  '),
    ),
  );
}

/**
 * Both sources keep LCP, INP and CLS as counts per bucket (tools/collector/buckets.ts), the local log too, so every
 * p75 is placed inside its bucket rather than measured: a real 367 ms LCP may read as 400 ms. The report says so.
 */
const P75_NOTE = 'p75s are estimated within histogram buckets';

export interface HealthReport {
  /** Where the beacons were read: the beacon log, or Prometheus. */
  readonly source: string;
  readonly window: string;
  readonly skipped: number;
  readonly remotes: readonly RemoteReport[];
}

/** `npm run health --json`: the report, with the note on its p75s. */
export const reportJson = ({ source, window, skipped, remotes }: HealthReport) => ({ source, window, skipped, note: P75_NOTE, remotes });

/** `npm run health`: where and over what it read, a line per version, then the note on its p75s. */
export const reportText = ({ source, window, skipped, remotes }: HealthReport): string[] => [
  `Health over the last ${window}, from ${source}${skipped ? ` (${counted(skipped, 'line')} skipped)` : ''}:`,
  ...reportLines(remotes),
  `${P75_NOTE}.`,
];
