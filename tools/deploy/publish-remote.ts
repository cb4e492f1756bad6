import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENTRY_SCRIPT_FILE, INTEGRITY_FILE, MANIFEST_FILE, reviewedLocales, ROUTES_FILE, stagedOf, TRANSLATIONS_FILE, type Locale, type Registry, type RemoteRecord, type RemoteRoute, type RemoteVersion } from '@bbg/contract';
import { appPath, remoteApps, type RemoteInfo } from '../apps';
import { readTranslationsFile } from '../translations/translations-file';
import { remoteVersionDir } from './deploy-paths';
import { hashTree, listFiles, sri } from './hash';
import { assertOwnRoutes } from './route-claims';
import { updateRegistry } from './registry-store';
import { withStaged } from './staged-versions';
import { objectHeaders } from './storage/object-headers';
import type { ObjectStore } from './storage/object-store';
import { withWorkspace, type Workspace } from './workspace';
import { DeployError } from './deploy-error';

export interface PublishResult {
  readonly version: string;
  readonly changed: boolean;
}

const SCRIPT_OR_MANIFEST = /(\.c?js|mf-manifest\.json)$/;
/** Build files that describe the build, not the version: left out of the version and of its name. */
const NOT_PUBLISHED = /(mf-manifest-stats|build-stamp)\.json$/;

/** The version a build publishes as: the package version and a hash of the build's files. */
function versionName(remote: RemoteInfo, buildDir: string): string {
  const pkg = JSON.parse(readFileSync(appPath(remote, 'package.json'), 'utf8')) as { version: string };
  return `${pkg.version}-${hashTree([buildDir], (f) => NOT_PUBLISHED.test(f))}`;
}

const versionPrefix = (id: string, version: string): string => `remotes/${id}/${version}/`;

/** The locales the build's translations.json says a person reviewed (none for a build made before there was one). */
function buildReviewed(folder: string): Locale[] {
  const file = join(folder, TRANSLATIONS_FILE);
  if (!existsSync(file)) return [];
  return reviewedLocales(readTranslationsFile(file));
}

function describeVersion(remote: RemoteInfo, version: string, folder: string, sourceHash: string | undefined): RemoteVersion {
  const base = versionPrefix(remote.id, version);
  const routes = JSON.parse(readFileSync(join(folder, ROUTES_FILE), 'utf8')) as RemoteRoute[];
  const reviewed = buildReviewed(folder);
  return {
    version,
    entry: `${base}${MANIFEST_FILE}`,
    entryScript: `${base}${ENTRY_SCRIPT_FILE}`,
    integrity: sri(readFileSync(join(folder, ENTRY_SCRIPT_FILE))),
    files: `${base}${INTEGRITY_FILE}`,
    filesIntegrity: sri(readFileSync(join(folder, INTEGRITY_FILE))),
    routes,
    publishedAt: new Date().toISOString(),
    ...(sourceHash ? { sourceHash } : {}),
    ...(reviewed.length > 0 ? { reviewed } : {}),
  };
}

export function pointAt(registry: Registry, remote: RemoteInfo, described: RemoteVersion): Registry {
  assertOwnRoutes(registry, remote.id, described.routes);
  const record = registry.remotes[remote.id];
  const previous = record && record.current !== described.version ? [...record.previous.filter((v) => v !== described.version), record.current] : (record?.previous ?? []);
  const next: RemoteRecord = {
    name: remote.federationName,
    section: remote.section,
    current: described.version,
    previous,
    versions: { ...record?.versions, [described.version]: record?.versions[described.version] ?? described },
  };
  // Other staged versions stay staged; the one released is current now.
  const staged = record ? stagedOf(record).filter((v) => v !== described.version) : [];
  return { ...registry, remotes: { ...registry.remotes, [remote.id]: withStaged(next, staged) } };
}

/**
 * Refuses a build folder that holds anything but files and folders. A symbolic link would publish what it points at
 * (any file the releasing machine can read), and a pipe or device would hang the copy.
 */
function assertPlainFiles(buildDir: string): void {
  for (const entry of readdirSync(buildDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) continue;
    const kind = entry.isSymbolicLink() ? 'a symbolic link' : 'neither a file nor a folder';
    throw new DeployError(`${buildDir} holds ${relative(buildDir, join(entry.parentPath, entry.name))}, ${kind}: a build to release holds files and folders only.`);
  }
}

/**
 * Refuses the build of another app (`release legal --from mfe-contact/dist`) by the federation name its manifest
 * declares, before its routes are weighed: they would be refused as claimed by both remotes, which names the wrong fault.
 */
function assertBuildOf(remote: RemoteInfo, buildDir: string): void {
  let name: unknown;
  try {
    name = (JSON.parse(readFileSync(join(buildDir, MANIFEST_FILE), 'utf8')) as { name?: unknown } | null)?.name;
  } catch {
    throw new DeployError(`${buildDir} is not a build of ${remote.dir}: its ${MANIFEST_FILE} is not valid JSON`);
  }
  if (name === remote.federationName) return;
  const other = remoteApps.find((app) => app.federationName === name);
  if (other) throw new DeployError(`${buildDir} is not a build of ${remote.dir} but of ${other.dir} (its federation name is ${other.federationName})`);
  throw new DeployError(`${buildDir} is not a build of ${remote.dir}: its ${MANIFEST_FILE} names the federation container ${typeof name === 'string' ? `'${name}'` : 'nothing'}, not ${remote.federationName}`);
}

/** Checks a build and lays out its version folder (with integrity.json) in the workspace; nothing is written to the target. */
export function stageRemote(remote: RemoteInfo, buildDir: string, sourceHash: string | undefined, ws: Workspace): RemoteVersion {
  for (const required of [ENTRY_SCRIPT_FILE, MANIFEST_FILE, ROUTES_FILE]) {
    if (!existsSync(join(buildDir, required))) throw new DeployError(`${buildDir} is not a build of ${remote.dir}: ${required} is missing`);
  }
  assertPlainFiles(buildDir);
  assertBuildOf(remote, buildDir);
  const version = versionName(remote, buildDir);
  const folder = remoteVersionDir(remote.id, version, ws.dir);
  cpSync(buildDir, folder, { recursive: true, filter: (src) => !NOT_PUBLISHED.test(src) && !/\.(br|gz)$/.test(src) });
  const integrity = Object.fromEntries(listFiles(folder).filter((f) => SCRIPT_OR_MANIFEST.test(f)).map((f) => [f, sri(readFileSync(join(folder, f)))]));
  writeFileSync(join(folder, INTEGRITY_FILE), `${JSON.stringify(integrity, null, 2)}\n`);
  return describeVersion(remote, version, folder, sourceHash);
}

/**
 * Writes a staged version folder to the target, each object with If-None-Match: *: a published version is never
 * overwritten (the same name means the same bytes, so one found there already is the same).
 */
export async function uploadVersion(ws: Workspace, id: string, version: string): Promise<void> {
  const keys = ws.changed(versionPrefix(id, version));
  await Promise.all(keys.map((key) => ws.store.putIfAbsent(key, ws.read(key), objectHeaders(key))));
  for (const key of keys) ws.settle(key);
}

/**
 * The registry with a version's record noting the sources it was last built from. Other sources can build the very
 * same files (a lockfile change that touched no bundled package): without the note, `npm start` would find the remote
 * stale, and build it and the shell again, every time.
 */
function withSourceHash(registry: Registry, remote: RemoteInfo, described: RemoteVersion): Registry {
  const record = registry.remotes[remote.id];
  const known = record?.versions[described.version];
  if (!record || !known || !described.sourceHash || known.sourceHash === described.sourceHash) return registry;
  const versions = { ...record.versions, [described.version]: { ...known, sourceHash: described.sourceHash } };
  return { ...registry, remotes: { ...registry.remotes, [remote.id]: { ...record, versions } } };
}

/** Points the registry at a published version (compare-and-swap); `changed` is false when it already was. */
export async function pointRegistryAt(store: ObjectStore, remote: RemoteInfo, described: RemoteVersion): Promise<PublishResult> {
  let changed = false;
  await updateRegistry(
    store,
    (registry) => {
      changed = registry.remotes[remote.id]?.current !== described.version;
      return withSourceHash(changed ? pointAt(registry, remote, described) : registry, remote, described);
    },
    { what: `the release of ${remote.dir} ${described.version}` },
  );
  return { version: described.version, changed };
}

/** Publishes a finished build of a remote as a new version and points the registry at it (no pages). Old versions stay. */
export async function publishRemote(remote: RemoteInfo, buildDir: string, sourceHash: string | undefined, store: ObjectStore): Promise<PublishResult> {
  return withWorkspace(store, async (ws) => {
    const described = stageRemote(remote, buildDir, sourceHash, ws);
    await uploadVersion(ws, remote.id, described.version);
    return pointRegistryAt(store, remote, described);
  });
}
