import type { Visit } from './lighthouse-options';

/** The parts of a Lighthouse result (LHR) the summary reads; Lighthouse's own `Result` type fits it. */
export interface LighthouseReport {
  readonly categories: Readonly<Record<string, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }>>;
  readonly audits: Readonly<Record<string, { readonly score: number | null; readonly numericValue?: number }>>;
  readonly environment?: { readonly benchmarkIndex?: number };
  readonly runWarnings?: readonly string[];
}

export interface RouteFigures {
  readonly route: string;
  readonly visit: Visit;
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Weighted audits that cost points in accessibility, best practices or SEO: what to fix for 100. */
  readonly failedAudits: readonly string[];
  /** Whether the start-up loader ran during the load (it must not on a repeat visit). */
  readonly loaderRan: boolean;
  /** Lighthouse's measure of this machine's speed: below ~1000 its CPU timings are less trustworthy. */
  readonly benchmarkIndex: number | null;
  readonly warnings: readonly string[];
}

/**
 * The goals for the repeat visit: a page usable from its first paint (LCP within 1.2 s of the mobile profile, at
 * most 80 ms of blocking while it is adopted), which is what a performance score of 98 takes.
 */
export const REPEAT_VISIT_GOALS = { performance: 98, lcpMs: 1200, tbtMs: 80, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 } as const;

const QUALITY_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

const score = (report: LighthouseReport, category: string): number => Math.round((report.categories[category]?.score ?? 0) * 100);
const numeric = (report: LighthouseReport, audit: string): number => report.audits[audit]?.numericValue ?? Number.NaN;

export function figuresOf(report: LighthouseReport, route: string, visit: Visit, loaderRan: boolean): RouteFigures {
  const failedAudits = QUALITY_CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter(({ id, weight }) => weight > 0 && (report.audits[id]?.score ?? 1) < 1)
      .map(({ id }) => id),
  );
  return {
    route,
    visit,
    performance: score(report, 'performance'),
    lcpMs: Math.round(numeric(report, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(report, 'total-blocking-time')),
    cls: Number(numeric(report, 'cumulative-layout-shift').toFixed(3)),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    failedAudits: [...new Set(failedAudits)],
    loaderRan,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    warnings: report.runWarnings ?? [],
  };
}

/** A row of the summary: the median run's figures, with the performance, LCP and TBT of every run (how far they spread). */
export type MeasuredRow = RouteFigures & { readonly performanceOfEachRun: readonly number[]; readonly lcpMsOfEachRun: readonly number[]; readonly tbtMsOfEachRun: readonly number[] };

/**
 * The row of a route's runs: the median run's figures (`median`: its index, as Lighthouse's computeMedianRun picks
 * it) and every run's performance, LCP and TBT, in the order they ran.
 */
export function measuredRow(runs: readonly RouteFigures[], median: number): MeasuredRow {
  const figures = runs[median];
  if (!figures) throw new Error(`measuredRow: no run ${median} of ${runs.length}`);
  return { ...figures, performanceOfEachRun: runs.map((run) => run.performance), lcpMsOfEachRun: runs.map((run) => run.lcpMs), tbtMsOfEachRun: runs.map((run) => run.tbtMs) };
}

/** How a row's runs spread, for the lines under the table: `/spj repeat: LCP 1053, 1130 ms; TBT 0, 40 ms`. */
export const spreadLine = (row: MeasuredRow): string => `${row.route} ${row.visit}: LCP ${row.lcpMsOfEachRun.join(', ')} ms; TBT ${row.tbtMsOfEachRun.join(', ')} ms`;

/** The goals a repeat visit misses (a first visit carries the 3 s start-up loader, so it has no goals). */
export function missedGoals(figures: RouteFigures): string[] {
  if (figures.visit !== 'repeat') return [];
  const goals = REPEAT_VISIT_GOALS;
  const missed = [
    figures.performance < goals.performance && 'perf',
    !(figures.lcpMs <= goals.lcpMs) && 'LCP',
    !(figures.tbtMs <= goals.tbtMs) && 'TBT',
    !(figures.cls <= goals.cls) && 'CLS',
    figures.accessibility < goals.accessibility && 'a11y',
    figures.bestPractices < goals.bestPractices && 'BP',
    figures.seo < goals.seo && 'SEO',
    figures.loaderRan && 'loader ran',
  ];
  return missed.filter((goal): goal is string => typeof goal === 'string');
}

const COLUMNS: readonly [string, number, (row: RouteFigures) => string][] = [
  ['route', 16, (row) => row.route],
  ['visit', 7, (row) => row.visit],
  ['perf', 5, (row) => String(row.performance)],
  ['LCP ms', 7, (row) => String(row.lcpMs)],
  ['TBT ms', 7, (row) => String(row.tbtMs)],
  ['CLS', 6, (row) => row.cls.toFixed(3)],
  ['a11y', 5, (row) => String(row.accessibility)],
  ['BP', 4, (row) => String(row.bestPractices)],
  ['SEO', 4, (row) => String(row.seo)],
];

const formatRow = (cells: readonly string[]): string =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(COLUMNS[i]?.[1] ?? 0) : cell.padStart(COLUMNS[i]?.[1] ?? 0))).join(' ');

export const tableHeader = (): string => `${formatRow(COLUMNS.map(([title]) => title))}  goals missed (repeat visit)`;

export function tableRow(figures: RouteFigures): string {
  const missed = missedGoals(figures);
  return `${formatRow(COLUMNS.map(([, , cell]) => cell(figures)))}  ${missed.join(', ')}`.trimEnd();
}
