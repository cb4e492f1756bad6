import { findRemote, remoteApps } from '../apps';
import { DeployError, rollbackRemote } from '../deploy/rollback-remote';

const usage = `Usage: npm run rollback -- <${remoteApps.map((r) => r.id).join('|')}> [--to <version>]`;

/** Points one remote back at its previous (or a named) version: a single registry write, no build. */
export async function run(args: readonly string[]): Promise<void> {
  const started = process.hrtime.bigint();
  const [name, flag, to] = args;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if (flag !== undefined && (flag !== '--to' || !to)) throw new DeployError(usage);
  const result = rollbackRemote(remote, to);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${remote.dir} rolled back from ${result.from} to ${result.to} in ${ms.toFixed(0)} ms.`);
}
