import { resolve } from 'node:path';
import { appPath, findRemote, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { publishRemote, stageRemote } from '../deploy/publish-remote';
import { readRegistry } from '../deploy/registry-store';
import { DeployError } from '../deploy/deploy-error';
import { sourceHash } from '../deploy/source-hash';
import { prepareReleasePages } from '../prerender/remote-pages-release';
import { refreshSitemap } from '../prerender/sitemap';

const usage = `Usage: npm run release -- <${remoteApps.map((r) => r.id).join('|')}> [--from <build folder>]`;

/**
 * Builds one remote alone and publishes it as a new version with its pre-rendered pages; the registry points at
 * it, old versions (and their pages) stay.
 */
export async function run(args: readonly string[]): Promise<void> {
  const [name, flag, from] = args;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if (flag !== undefined && (flag !== '--from' || !from)) throw new DeployError(usage);
  const started = Date.now();
  if (!from) await buildApps([remote]);
  const buildDir = from ? resolve(from) : appPath(remote, 'dist');
  const hash = from ? undefined : sourceHash(remote);
  const dir = deployDir();
  const staged = stageRemote(remote, buildDir, hash, dir);
  if (readRegistry(registryPath(dir)).remotes[remote.id]?.current === staged.version) {
    console.log(`${remote.dir} is already at ${staged.version} (nothing changed).`);
    return;
  }
  const servePages = await prepareReleasePages(dir, remote, staged).catch((error: unknown) => {
    throw new DeployError(`${remote.dir} was not released: ${error instanceof Error ? error.message : String(error)}. The registry and the served pages are unchanged.`);
  });
  const { version } = publishRemote(remote, buildDir, hash, dir);
  servePages();
  refreshSitemap(dir);
  console.log(`${remote.dir} released as ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
