import { findRemote, remoteApps } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { rollbackAndServe } from '../deploy/release-remote';
import { targetFromArgs } from '../deploy/storage/deploy-target';
import { countRequests } from '../deploy/storage/request-count';

const usage = `Usage: npm run rollback -- <${remoteApps.map((r) => r.id).join('|')}> [--to <version>] [--target <folder | s3://bucket/prefix>]`;

/** Points one remote back at its previous (or a named) version and serves that version's stored pages: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const started = process.hrtime.bigint();
  const { store: target, rest } = targetFromArgs(args);
  const [name, flag, to, extra] = rest;
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if ((flag !== undefined && (flag !== '--to' || !to)) || extra !== undefined) throw new DeployError(usage);
  const store = countRequests(target);
  const result = await rollbackAndServe(store, remote, to);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${remote.dir} rolled back from ${result.from} to ${result.to} in ${ms.toFixed(0)} ms (${store.total()} storage requests).`);
}
