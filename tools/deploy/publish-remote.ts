import { cpSync, existsSync, readFileSync, rmSync, writeFileSync, renameSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INTEGRITY_FILE, ROUTES_FILE, type Registry, type RemoteRoute, type RemoteVersion } from '@bbg/shared/contract';
import { appPath, type RemoteInfo } from '../apps';
import { precompress } from './compress';
import { deployDir, registryPath, remoteVersionDir } from './deploy-paths';
import { hashTree, listFiles, sri } from './hash';
import { updateRegistry } from './registry-store';

export interface PublishResult {
  readonly version: string;
  readonly changed: boolean;
}

const SCRIPT_OR_MANIFEST = /(\.js|mf-manifest\.json)$/;

/** The version a build publishes as: the package version and a hash of the build's files. */
export function versionName(remote: RemoteInfo, buildDir: string): string {
  const pkg = JSON.parse(readFileSync(appPath(remote, 'package.json'), 'utf8')) as { version: string };
  return `${pkg.version}-${hashTree([buildDir], (f) => /(mf-manifest-stats|build-stamp)\.json$/.test(f))}`;
}

/** Copies a build into its immutable folder remotes/<id>/<version>/ with integrity.json and precompressed files. */
function writeVersionFolder(remote: RemoteInfo, buildDir: string, version: string, dir: string): void {
  const target = remoteVersionDir(remote.id, version, dir);
  if (existsSync(target)) return; // immutable: the same content was published before
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(staging), { recursive: true });
  cpSync(buildDir, staging, { recursive: true, filter: (src) => !/(mf-manifest-stats|build-stamp)\.json$/.test(src) });
  const files = listFiles(staging);
  const integrity = Object.fromEntries(files.filter((f) => SCRIPT_OR_MANIFEST.test(f)).map((f) => [f, sri(readFileSync(join(staging, f)))]));
  writeFileSync(join(staging, INTEGRITY_FILE), `${JSON.stringify(integrity, null, 2)}\n`);
  precompress(listFiles(staging).map((f) => join(staging, f)));
  renameSync(staging, target);
}

function describeVersion(remote: RemoteInfo, version: string, dir: string, sourceHash: string | undefined): RemoteVersion {
  const folder = remoteVersionDir(remote.id, version, dir);
  const base = `remotes/${remote.id}/${version}`;
  const routes = JSON.parse(readFileSync(join(folder, ROUTES_FILE), 'utf8')) as RemoteRoute[];
  return {
    version,
    entry: `${base}/mf-manifest.json`,
    entryScript: `${base}/remoteEntry.js`,
    integrity: sri(readFileSync(join(folder, 'remoteEntry.js'))),
    files: `${base}/${INTEGRITY_FILE}`,
    filesIntegrity: sri(readFileSync(join(folder, INTEGRITY_FILE))),
    routes,
    publishedAt: new Date().toISOString(),
    ...(sourceHash ? { sourceHash } : {}),
  };
}

function pointAt(registry: Registry, remote: RemoteInfo, described: RemoteVersion): Registry {
  const record = registry.remotes[remote.id];
  const previous = record && record.current !== described.version ? [...record.previous.filter((v) => v !== described.version), record.current] : (record?.previous ?? []);
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [remote.id]: {
        name: remote.federationName,
        section: remote.section,
        current: described.version,
        previous,
        versions: { ...record?.versions, [described.version]: record?.versions[described.version] ?? described },
      },
    },
  };
}

/** Publishes a finished build of a remote as a new version and points the registry at it. Old versions stay. */
export function publishRemote(remote: RemoteInfo, buildDir: string, sourceHash?: string, dir = deployDir()): PublishResult {
  for (const required of ['remoteEntry.js', 'mf-manifest.json', ROUTES_FILE]) {
    if (!existsSync(join(buildDir, required))) throw new Error(`${buildDir} is not a build of ${remote.dir}: ${required} is missing`);
  }
  const version = versionName(remote, buildDir);
  writeVersionFolder(remote, buildDir, version, dir);
  const described = describeVersion(remote, version, dir, sourceHash);
  let changed = false;
  updateRegistry((registry) => {
    changed = registry.remotes[remote.id]?.current !== version;
    return changed ? pointAt(registry, remote, described) : registry;
  }, registryPath(dir));
  return { version, changed };
}
