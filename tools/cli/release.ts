import { resolve } from 'node:path';
import { appPath } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { canaryShare, startCanary, writeCanary } from '../deploy/canary';
import { releaseRemote } from '../deploy/release-remote';
import { stageRelease } from '../deploy/staging';
import { sourceHash } from '../deploy/source-hash';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { DeployError } from '../deploy/deploy-error';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';
import { counted } from '../counted';

export const command = defineCommand({
  usage: `Usage: npm run release -- <${REMOTE_IDS}> [--stage | --canary <percent>] [--from <build folder>] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`,
  options: { stage: { type: 'boolean' }, canary: { type: 'string', read: canaryShare }, from: { type: 'string' }, ...WRITABLE_TARGET_OPTIONS },
  positionals: ['remote'],
});

/**
 * Builds one remote alone and publishes it as a new version with its pre-rendered pages; the registry points at
 * it, old versions (and their pages) stay. Needs no dist/: what it renders against comes from the target.
 */
export async function run(args: readonly string[]): Promise<void> {
  const started = Date.now();
  const { values, positionals: [name] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const { from, canary } = values;
  if (values.stage && canary !== undefined) throw new DeployError(`Give --stage or --canary, not both. ${command.usage}`);
  // A canary is a staged version that a share of visitors gets.
  const stage = values.stage || canary !== undefined;
  // Before anything is built or written: a store that ignores conditions is found out at once.
  const store = await writableStore(values);
  if (!from) await buildApps([remote]);
  const buildDir = from ? resolve(from) : appPath(remote, 'dist');
  const { version, changed } = await (stage ? stageRelease : releaseRemote)(store, remote, buildDir, from ? undefined : sourceHash(remote));
  const requests = counted(store.total(), 'storage request');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (canary !== undefined) {
    await writeCanary(store, remote, (registry) => startCanary(registry, remote, version, canary), 'the canary');
    console.log(`${remote.dir} ${version} released as a canary to ${canary}% of visitors in ${store.location} in ${seconds} s (${requests}). Judge it: npm run judge; end it: npm run rollback -- ${remote.id}; give it to everyone: npm run promote -- ${remote.id}`);
  } else if (!changed) console.log(`${remote.dir} is already ${stage ? 'staged' : 'at'} ${version} (nothing changed; ${requests}).`);
  else if (stage) console.log(`${remote.dir} ${version} staged in ${store.location} in ${seconds} s (${requests}); visitors still get the current version. Preview it: npm run preview-url -- ${remote.id} ${version}`);
  else console.log(`${remote.dir} released as ${version} to ${store.location} in ${seconds} s (${requests}).`);
}
