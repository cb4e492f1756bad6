import { canaryOf } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { readRegistry } from '../deploy/registry-store';
import { promoteAndServe } from '../deploy/staging';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';
import { counted } from '../counted';

export const command = defineCommand({
  usage: `Usage: npm run promote -- <${REMOTE_IDS}> [<staged version>] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`,
  options: WRITABLE_TARGET_OPTIONS,
  positionals: ['remote', 'staged version?'],
});

/** Makes a staged version (by default the running canary) current and serves its stored pages, as a rollback does: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name, named] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const store = await writableStore(values);
  const record = named === undefined ? (await readRegistry(store)).registry.remotes[remote.id] : undefined;
  const version = named ?? (record && canaryOf(record)?.version);
  if (version === undefined) throw new DeployError(`${remote.dir} has no canary: name the staged version to promote. ${command.usage}`);
  const result = await promoteAndServe(store, remote, version);
  console.log(`${remote.dir} promoted from ${result.from} to ${result.to} (${counted(store.total(), 'storage request')}). Undo with: npm run rollback -- ${remote.id}`);
}
