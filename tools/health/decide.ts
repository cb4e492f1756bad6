import { canaryOf, versionBefore, type Registry } from '@bbg/contract';
import { figuresOf, judge, type Figures, type JudgeSettings, type Verdict } from './verdict';
import { emptyHealth, healthKey, type HealthTable } from './version-health';

/** What the judge does with a version: the canary's or a recent release's. */
type Action = 'promote' | 'roll back' | 'hold';

export interface Decision {
  readonly remote: string;
  /** A canary, or a version released within the window. */
  readonly subject: 'canary' | 'release';
  readonly version: string;
  readonly against: string;
  readonly action: Action;
  readonly verdict: Verdict;
  /** The figures it weighed: the version's, then those of the version it is judged against. */
  readonly figures: readonly [Figures, Figures];
}

const actionOf = (verdict: Verdict): Action => (verdict.kind === 'healthy' ? 'promote' : verdict.kind === 'worse' ? 'roll back' : 'hold');

/**
 * The judge's decisions: each canary against the current version, and each version released within the window
 * against the one before it, over the same window. Promote when healthy past the minimums, roll back when
 * significantly worse, hold when there is not enough data. A recent release that is healthy is kept as it is.
 */
export function decide(registry: Registry, table: HealthTable, settings: JudgeSettings, releasedSince: number): Decision[] {
  return Object.entries(registry.remotes).flatMap(([remote, record]): Decision[] => {
    if (!record) return [];
    const health = (version: string) => table.get(healthKey(remote, version)) ?? emptyHealth();
    const canary = canaryOf(record);
    const before = versionBefore(record);
    const publishedAt = Date.parse(record.versions[record.current]?.publishedAt ?? '');
    const [subject, version, against] =
      canary ? (['canary', canary.version, record.current] as const)
      : before !== undefined && publishedAt >= releasedSince ? (['release', record.current, before] as const)
      : [];
    if (!subject) return [];
    const verdict = judge(health(version), health(against), settings);
    return [{ remote, subject, version, against, action: actionOf(verdict), verdict, figures: [figuresOf(health(version)), figuresOf(health(against))] }];
  });
}
