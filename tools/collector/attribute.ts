import { LOCALES, pathInLocale, routePattern, SHELL_SOURCE, type LoadFailure, type Registry, type SignalKind, type VitalsBeacon } from '@bbg/contract';
import { beaconWeigher } from './beacon-weight';

/** The label value of anything a beacon names that the registry does not: never a new series. */
const OTHER = 'other';

/** What a sample counts: a signal, or a measurement of the largest paint, the next paint after input, or layout shift. */
type SampleKind = SignalKind | 'lcp' | 'inp' | 'cls';

/** One thing a beacon reports, attributed to a source at a version, with every label bounded. */
export interface Sample {
  /** A remote's id, `shell`, or `other`. */
  readonly remote: string;
  /** A version the registry describes for that remote (`current` for the shell), or `other`. */
  readonly version: string;
  readonly cohort: 'canary' | 'stable';
  /** The source that owns the page the sample came from: a remote's id, `shell`, or `other`. */
  readonly routeGroup: string;
  /** en, fr, ar, or `other`. */
  readonly locale: string;
  readonly kind: SampleKind;
  /** Why a remote failed to load; '' for every other kind. */
  readonly reason: LoadFailure | '';
  /** A measurement's value, in seconds for lcp and inp, unitless for cls. */
  readonly value?: number;
}

/** What the labels may take: each remote's described versions and the paths it owns. */
export interface Bounds {
  readonly versions: ReadonlyMap<string, ReadonlySet<string>>;
  readonly routes: readonly { readonly owner: string; readonly pattern: RegExp }[];
}

/** The label bounds of a registry: the versions each remote describes (current, before, staged and canary). */
export function boundsOf(registry: Registry): Bounds {
  const versions = new Map<string, ReadonlySet<string>>([[SHELL_SOURCE, new Set(['current'])]]);
  const routes: { owner: string; pattern: RegExp }[] = [];
  for (const [id, record] of Object.entries(registry.remotes)) {
    if (!record) continue;
    versions.set(id, new Set(Object.keys(record.versions)));
    for (const route of record.versions[record.current]?.routes ?? []) routes.push({ owner: id, pattern: routePattern(route.path) });
  }
  return { versions, routes };
}

const bounded = (bounds: Bounds, remote: string, version: string | undefined): { remote: string; version: string } => {
  const described = bounds.versions.get(remote);
  if (!described) return { remote: OTHER, version: OTHER };
  return { remote, version: version !== undefined && described.has(version) ? version : OTHER };
};

/** The source that owns a page: the shell for its own pages (the home page), a remote for its routes, else other. */
export function ownerOf(bounds: Bounds, path: string): string {
  const english = pathInLocale(path.split(/[?#]/)[0] ?? '/');
  if (english === '/') return SHELL_SOURCE;
  return bounds.routes.find((route) => route.pattern.test(english))?.owner ?? OTHER;
}

const MEASURED = { LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const;

/**
 * Every sample of a checked beacon. Signals keep their own source and version; measurements describe the page load,
 * so they belong to the landing route's owner at the version the page ran. The shell's version is `current`. A
 * beacon weighs no more than one page can (beacon-weight.ts): signals past that are left out.
 */
export function attributeBeacon(beacon: VitalsBeacon, bounds: Bounds): Sample[] {
  const locale = beacon.locale && (LOCALES as readonly string[]).includes(beacon.locale) ? beacon.locale : OTHER;
  const canary = new Set(beacon.canary ?? []);
  const cohortOf = (remote: string): Sample['cohort'] => (canary.has(remote) ? 'canary' : 'stable');
  const landingOwner = ownerOf(bounds, beacon.route);
  const versionOf = (remote: string): string | undefined => (remote === SHELL_SOURCE ? 'current' : beacon.versions[remote]);
  const samples: Sample[] = [];
  const counts = beaconWeigher();
  for (const signal of beacon.signals ?? []) {
    const { remote, version } = bounded(bounds, signal.source, signal.source === SHELL_SOURCE ? 'current' : signal.version);
    if (!counts({ kind: signal.kind, navigation: signal.navigation, key: `${remote}@${version}` })) continue;
    const routeGroup = signal.path === undefined ? landingOwner : ownerOf(bounds, signal.path);
    samples.push({ remote, version, cohort: cohortOf(remote), routeGroup, locale, kind: signal.kind, reason: signal.kind === 'load-failure' ? (signal.reason ?? 'network') : '' });
  }
  const owner = bounded(bounds, landingOwner, versionOf(landingOwner));
  for (const metric of beacon.metrics) {
    if (!(metric.name in MEASURED)) continue;
    const kind = MEASURED[metric.name as keyof typeof MEASURED];
    const value = kind === 'cls' ? metric.value : metric.value / 1000;
    samples.push({ ...owner, cohort: cohortOf(owner.remote), routeGroup: landingOwner, locale, kind, reason: '', value });
  }
  return samples;
}
