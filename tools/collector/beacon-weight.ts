import type { SignalKind } from '@bbg/contract';

/** Client navigations one beacon counts at most, beside its one page load. */
export const CLIENT_VIEWS_PER_BEACON = 9;

/** The signals that say a view went wrong: the error rate's events. */
const ERROR_KINDS: ReadonlySet<SignalKind> = new Set(['error', 'render-error', 'load-failure']);

/** A signal as the weighing sees it: its kind, its navigation for a view, and the remote version it counts for. */
interface Weighed {
  readonly kind: SignalKind;
  readonly navigation?: 'load' | 'client' | undefined;
  /** The bounded remote and version it is counted under (`legal@1.0.1`, `shell@current`). */
  readonly key: string;
}

/**
 * What one beacon may weigh, asked of its signals in order: true while a signal still counts. Beacons come from the
 * public unsigned, so one beacon counts no more than one page shows: one page-load view (a view that names no
 * navigation counts as one), at most CLIENT_VIEWS_PER_BEACON client navigations, and for each remote version one
 * error at most (the first uncaught error, render error or load failure), so the error rate stays a share of views
 * with an error. Fallbacks and retries count as they come: no verdict rests on them.
 */
export function beaconWeigher(): (signal: Weighed) => boolean {
  let loads = 0;
  let clients = 0;
  const erred = new Set<string>();
  return ({ kind, navigation, key }) => {
    if (kind === 'view') {
      if (navigation === 'client') return ++clients <= CLIENT_VIEWS_PER_BEACON;
      return ++loads <= 1;
    }
    if (!ERROR_KINDS.has(kind)) return true;
    if (erred.has(key)) return false;
    erred.add(key);
    return true;
  };
}
