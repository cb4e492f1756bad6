import { findRemote, remoteApps } from '../apps';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { readRegistry } from '../deploy/registry-store';
import { DeployError } from '../deploy/deploy-error';
import { rollbackRemote } from '../deploy/rollback-remote';
import { prepareRollbackPages, type ServeReadyPages } from '../prerender/remote-pages-release';
import { refreshSitemap } from '../prerender/sitemap';

const usage = `Usage: npm run rollback -- <${remoteApps.map((r) => r.id).join('|')}> [--to <version>]`;

/** Points one remote back at its previous (or a named) version and serves that version's stored pages: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const started = process.hrtime.bigint();
  const [name, flag, to] = args;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if (flag !== undefined && (flag !== '--to' || !to)) throw new DeployError(usage);
  const dir = deployDir();
  const record = readRegistry(registryPath(dir)).remotes[remote.id];
  const target = to ?? record?.previous.at(-1);
  // An unknown or current target is refused by rollbackRemote, with its own message, before anything changes.
  let servePages: ServeReadyPages = () => undefined;
  if (record && target && target !== record.current && record.versions[target]) {
    servePages = await prepareRollbackPages(dir, remote, target).catch((error: unknown) => {
      throw new DeployError(`${remote.dir} was not rolled back: ${error instanceof Error ? error.message : String(error)}. Nothing changed.`);
    });
  }
  const result = rollbackRemote(remote, to);
  servePages();
  refreshSitemap(dir);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${remote.dir} rolled back from ${result.from} to ${result.to} in ${ms.toFixed(0)} ms.`);
}
