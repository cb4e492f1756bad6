import { canaryOf } from '@bbg/contract';
import { endCanary, writeCanary } from '../deploy/canary';
import { readRegistry } from '../deploy/registry-store';
import { rollbackAndServe } from '../deploy/release-remote';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';
import { counted } from '../counted';

export const command = defineCommand({
  usage: `Usage: npm run rollback -- <${REMOTE_IDS}> [--to <version>] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`,
  options: { to: { type: 'string' }, ...WRITABLE_TARGET_OPTIONS },
  positionals: ['remote'],
});

/**
 * Points one remote back at its previous (or a named) version and serves that version's stored pages: no build.
 * During a canary (and without --to) it ends the canary instead: the current version and its pages never changed.
 */
export async function run(args: readonly string[]): Promise<void> {
  const started = process.hrtime.bigint();
  const { values, positionals: [name] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const store = await writableStore(values);
  const record = (await readRegistry(store)).registry.remotes[remote.id];
  const canary = values.to === undefined && record ? canaryOf(record) : undefined;
  if (canary) {
    await writeCanary(store, remote, (registry) => endCanary(registry, remote), 'the end of the canary');
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${remote.dir} canary ${canary.version} ended in ${ms.toFixed(0)} ms: every visitor gets ${record?.current ?? 'the current version'} (${counted(store.total(), 'storage request')}).`);
    return;
  }
  const result = await rollbackAndServe(store, remote, values.to);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${remote.dir} rolled back from ${result.from} to ${result.to} in ${ms.toFixed(0)} ms (${counted(store.total(), 'storage request')}).`);
}
