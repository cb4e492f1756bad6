import { discardStaged } from '../deploy/staging';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';

export const command = defineCommand({
  usage: `Usage: npm run discard -- <${REMOTE_IDS}> <staged version> [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`,
  options: WRITABLE_TARGET_OPTIONS,
  positionals: ['remote', 'staged version'],
});

/** Drops a staged version from the registry: it can no longer be previewed or promoted. Nothing served changes. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name, version] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  await discardStaged(remote, version, await writableStore(values));
  console.log(`${remote.dir} ${version} discarded: it is no longer staged.`);
}
