import { pathInLocale, routePattern, SHELL_SOURCE, type Registry, type VitalsBeacon } from '@bbg/contract';
import { classifyFailure } from './classify-failure';
import { takeSignals, type EarlySignal } from './early-signals';

type Signal = NonNullable<VitalsBeacon['signals']>[number];

export interface HealthOptions {
  readonly registry: Registry;
  /** Remote id to the version this page loaded (loadedVersions). */
  readonly versions: () => Readonly<Record<string, string>>;
  /** Where the signals go: the beacon's queue. */
  readonly send: (signal: Signal) => void;
}

export interface HealthReporter {
  /** A page shown: the first is the page load, every later one a client navigation. */
  readonly view: (pathname: string) => void;
}

/** The shell's version in a signal: the collector counts the shell as one source. */
const SHELL_VERSION = 'current';
/** A remote's script: `…/remotes/<id>/<version>/…` in a stack line or a URL. */
const REMOTE_SCRIPT = /\/remotes\/([a-z][a-z0-9-]{0,40})\/([0-9A-Za-z.+-]{1,64})\//;

/**
 * Health signals from this page, after adoption: a view per page shown, each uncaught error and rejection (blamed
 * on the remote version whose script is in its stack, else on the shell), and what the page noted before
 * (failed loads with why, fallbacks, render errors, retries). No personal data: only sources and versions.
 */
export function startHealth({ registry, versions, send }: HealthOptions): HealthReporter {
  const byContainer = new Map(Object.entries(registry.remotes).flatMap(([id, record]) => (record ? [[record.name, id] as const] : [])));
  const routes = Object.entries(registry.remotes).flatMap(([id, record]) => (record?.versions[record.current]?.routes ?? []).map((route) => ({ id, pattern: routePattern(route.path) })));
  const versionOf = (id: string): string => versions()[id] ?? registry.remotes[id]?.current ?? SHELL_VERSION;

  takeSignals(({ kind, container, version, error }: EarlySignal) => {
    const id = byContainer.get(container);
    if (!id) return;
    send({ kind, source: id, version: version ?? versionOf(id), ...(kind === 'load-failure' ? { reason: classifyFailure(error) } : {}) });
  });

  const blame = (where: string | undefined): void => {
    const found = where === undefined ? null : REMOTE_SCRIPT.exec(where);
    const id = found?.[1];
    send(id && found[2] && registry.remotes[id] ? { kind: 'error', source: id, version: found[2] } : { kind: 'error', source: SHELL_SOURCE, version: SHELL_VERSION });
  };
  window.addEventListener('error', (event) => blame(event.error instanceof Error ? `${event.error.stack ?? ''} ${event.filename}` : event.filename));
  window.addEventListener('unhandledrejection', (event) => blame(event.reason instanceof Error ? event.reason.stack : undefined));

  let views = 0;
  return {
    view: (pathname) => {
      const path = pathInLocale(pathname);
      const id = path === '/' ? undefined : routes.find((route) => route.pattern.test(path))?.id;
      const navigation = views === 0 ? 'load' : 'client';
      views += 1;
      send({ kind: 'view', source: id ?? SHELL_SOURCE, version: id ? versionOf(id) : SHELL_VERSION, navigation, ...(navigation === 'client' ? { path: pathname } : {}) });
    },
  };
}
