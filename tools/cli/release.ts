import { resolve } from 'node:path';
import { appPath, findRemote, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { publishRemote } from '../deploy/publish-remote';
import { DeployError } from '../deploy/rollback-remote';
import { sourceHash } from '../deploy/source-hash';

const usage = `Usage: npm run release -- <${remoteApps.map((r) => r.id).join('|')}> [--from <build folder>]`;

/** Builds one remote alone and publishes it as a new version; the registry points at it, old versions stay. */
export async function run(args: readonly string[]): Promise<void> {
  const [name, flag, from] = args;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if (flag !== undefined && (flag !== '--from' || !from)) throw new DeployError(usage);
  const started = Date.now();
  if (!from) await buildApps([remote]);
  const { version, changed } = publishRemote(remote, from ? resolve(from) : appPath(remote, 'dist'), from ? undefined : sourceHash(remote));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(changed ? `${remote.dir} released as ${version} in ${seconds} s.` : `${remote.dir} is already at ${version} (nothing changed).`);
}
