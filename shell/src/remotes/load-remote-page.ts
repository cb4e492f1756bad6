import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ENTRY_SCRIPT_FILE, withTimeout, versionBefore, type Locale, type RemotePageModule, type RemoteRecord, type RemoteVersion } from '@bbg/contract';
import { pageInLocale } from '@bbg/runtime';
import { noteSignal } from '../health/early-signals';
import { canaryFor, keepCohort } from './canary-choice';
import { federationPlugin, isRemoteLoadFailure, SCRIPT_TIMEOUT_MS } from './federation-plugin';
import { recordLoadedVersion } from './loaded-versions';
import { trustFiles } from './trusted-scripts';

/** A page ready to render: its copy in the document's locale is bound to it. */
export type LocalePage = Awaited<ReturnType<typeof pageInLocale>>;

/** Which version of each container is registered with the federation runtime right now. */
const registered = new Map<string, string>();
const verified = new Map<string, Promise<void>>();

async function fetchTrustedFiles(version: RemoteVersion, baseUrl: string): Promise<void> {
  const url = new URL(version.files, baseUrl).href;
  const response = await fetch(url, { integrity: version.filesIntegrity, cache: 'force-cache' }).catch(async (error: unknown) => {
    // The browser refuses a body that fails its integrity as it refuses a network error: a second look, without
    // the check, says which (an HTTP status, or bytes that are not the ones the registry names).
    const status = await fetch(url, { method: 'HEAD', cache: 'no-store' }).then((probe) => probe.status, () => undefined);
    throw new Error(status === undefined ? `integrity list ${url}: network error` : status >= 400 ? `integrity list ${url}: HTTP ${status}` : `integrity list ${url}: integrity mismatch`, { cause: error });
  });
  if (!response.ok) throw new Error(`integrity list ${url}: HTTP ${response.status}`);
  const files = (await response.json()) as Record<string, string>;
  if (files[ENTRY_SCRIPT_FILE] !== version.integrity) throw new Error(`integrity list ${url} disagrees with the registry`);
  trustFiles(url, files);
}

function verifyOnce(version: RemoteVersion, baseUrl: string): Promise<void> {
  const key = new URL(version.files, baseUrl).href;
  let pending = verified.get(key);
  if (!pending) {
    pending = fetchTrustedFiles(version, baseUrl);
    verified.set(key, pending);
    pending.catch(() => verified.delete(key));
  }
  return pending;
}

let pluginRegistered = false;

/** Every remote load goes through this module: the integrity and timeout plugin is in place before the first. */
function registerPluginOnce(): void {
  if (pluginRegistered) return;
  registerPlugins([federationPlugin({ enforceIntegrity: process.env.NODE_ENV === 'production' })]);
  pluginRegistered = true;
}

async function loadFromVersion(record: RemoteRecord, version: RemoteVersion, expose: string, baseUrl: string, locale: Locale): Promise<LocalePage> {
  registerPluginOnce();
  // Development servers publish no integrity list; production builds always do.
  if (process.env.NODE_ENV === 'production' || version.files) await verifyOnce(version, baseUrl);
  if (registered.get(record.name) !== version.version) {
    if (registered.has(record.name)) {
      // The federation runtime preloads a version's page chunks beside its entry; they sit in the
      // container's chunk-loading global, which every version shares. Another version must not pick them up.
      Reflect.deleteProperty(globalThis, `webpackChunk${record.name}`);
    }
    // force: drops the container and module caches of the version registered before (or of a failed load).
    registerRemotes([{ name: record.name, entry: new URL(version.entryScript, baseUrl).href }], { force: registered.has(record.name) });
    registered.set(record.name, version.version);
  }
  const id = `${record.name}/${expose.replace(/^\.\//, '')}`;
  const loaded = await withTimeout(loadRemote<RemotePageModule>(id), SCRIPT_TIMEOUT_MS, `${id}: timed out after ${SCRIPT_TIMEOUT_MS} ms`);
  if (isRemoteLoadFailure(loaded)) throw loaded.error instanceof Error ? loaded.error : new Error(String(loaded.error));
  if (!loaded || typeof loaded.Page !== 'function') throw new Error(`${id} (version ${version.version}) exports no Page`);
  // The page's words in the document's locale come with it (a chunk of the same version): a rollback brings its own back.
  const Page = await withTimeout(pageInLocale(loaded, locale), SCRIPT_TIMEOUT_MS, `${id}: its ${locale} copy timed out after ${SCRIPT_TIMEOUT_MS} ms`);
  recordLoadedVersion(record, version.version);
  return Page;
}

/** Loads one named version and nothing else (the version the served HTML was rendered with, to hydrate it). */
export async function loadRemoteVersion(record: RemoteRecord, version: string, expose: string, baseUrl: string, locale: Locale): Promise<LocalePage> {
  keepCohort(record);
  const described = record.versions[version];
  if (!described) throw new Error(`${record.name} has no version ${version} in the registry`);
  try {
    return await loadFromVersion(record, described, expose, baseUrl, locale);
  } catch (error) {
    registered.set(record.name, '');
    noteSignal({ kind: 'load-failure', container: record.name, version, error });
    throw error;
  }
}

/**
 * Versions to try, best first: the current one, then the one that was current before it. A visitor in the share of
 * a running canary gets the canary, then the current one; nobody else ever fetches the canary's files.
 */
export function candidateVersions(record: RemoteRecord, canary: string | undefined = canaryFor(record)): RemoteVersion[] {
  const names = canary ? [canary, record.current] : [record.current, versionBefore(record)];
  return names.flatMap((name) => (name && record.versions[name] ? [record.versions[name]] : []));
}

/**
 * Loads the page component for one route, falling back to the previous version of the remote when
 * the current one fails. Throws when no version can be loaded; the caller shows the section fallback. Each failure
 * and fall back is noted for the health telemetry.
 */
export async function loadRemotePage(record: RemoteRecord, expose: string, baseUrl: string, locale: Locale): Promise<LocalePage> {
  keepCohort(record);
  let lastError: unknown = new Error(`${record.name} has no published version`);
  for (const [index, version] of candidateVersions(record).entries()) {
    try {
      const page = await loadFromVersion(record, version, expose, baseUrl, locale);
      if (index > 0) noteSignal({ kind: 'fallback', container: record.name, version: version.version });
      return page;
    } catch (error) {
      noteSignal({ kind: 'load-failure', container: record.name, version: version.version, error });
      console.error(`${record.section} (${record.name} ${version.version}) could not be loaded:`, error);
      registered.set(record.name, ''); // a later attempt re-registers with force, clearing the failed load
      lastError = error;
    }
  }
  throw lastError;
}
