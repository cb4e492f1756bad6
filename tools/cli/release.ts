import { resolve } from 'node:path';
import { appPath, findRemote, remoteApps } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { DeployError } from '../deploy/deploy-error';
import { releaseRemote } from '../deploy/release-remote';
import { stageRelease } from '../deploy/staging';
import { sourceHash } from '../deploy/source-hash';
import { probeConditionalWrites, UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { targetFromArgs } from '../deploy/storage/deploy-target';
import { countRequests } from '../deploy/storage/request-count';

const STAGE_FLAG = '--stage';

const usage = `Usage: npm run release -- <${remoteApps.map((r) => r.id).join('|')}> [--stage] [--from <build folder>] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`;

/**
 * Builds one remote alone and publishes it as a new version with its pre-rendered pages; the registry points at
 * it, old versions (and their pages) stay. Needs no dist/: what it renders against comes from the target.
 */
export async function run(args: readonly string[]): Promise<void> {
  const { store: target, rest } = targetFromArgs(args);
  const unsafe = rest.includes(UNSAFE_STORE_FLAG);
  const stage = rest.includes(STAGE_FLAG);
  const [name, flag, from, extra] = rest.filter((arg) => arg !== UNSAFE_STORE_FLAG && arg !== STAGE_FLAG);
  const remote = name ? findRemote(name) : undefined;
  if (!remote) throw new DeployError(`${name ? `Unknown remote '${name}'. ` : ''}${usage}`);
  if ((flag !== undefined && (flag !== '--from' || !from)) || extra !== undefined) throw new DeployError(usage);
  const started = Date.now();
  const store = countRequests(target);
  // Before anything is built or written: a store that ignores conditions is found out at once.
  await probeConditionalWrites(store, unsafe);
  if (!from) await buildApps([remote]);
  const buildDir = from ? resolve(from) : appPath(remote, 'dist');
  const { version, changed } = await (stage ? stageRelease : releaseRemote)(store, remote, buildDir, from ? undefined : sourceHash(remote));
  const requests = `${store.total()} storage requests`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!changed) console.log(`${remote.dir} is already ${stage ? 'staged' : 'at'} ${version} (nothing changed; ${requests}).`);
  else if (stage) console.log(`${remote.dir} ${version} staged in ${store.location} in ${seconds} s (${requests}); visitors still get the current version. Preview it: npm run preview-url -- ${remote.id} ${version}`);
  else console.log(`${remote.dir} released as ${version} to ${store.location} in ${seconds} s (${requests}).`);
}
