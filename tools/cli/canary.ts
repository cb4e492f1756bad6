import { canaryShare, setCanaryShare, startCanary, writeCanary } from '../deploy/canary';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';

export const command = defineCommand({
  usage: `Usage: npm run canary -- <${REMOTE_IDS}> [<staged version>] <percent> [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]   (a staged version to a share of visitors, or the running canary's new share)`,
  options: WRITABLE_TARGET_OPTIONS,
  positionals: ['remote', 'version or percent', 'percent?'],
});

/** Gives a staged version to a share of visitors, or changes the running canary's share: the registry only, by compare-and-swap. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name, first, second] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const store = await writableStore(values);
  const version = second === undefined ? undefined : first;
  const percent = canaryShare(second ?? first);
  const registry = await writeCanary(store, remote, (current) => (version === undefined ? setCanaryShare(current, remote, percent) : startCanary(current, remote, version, percent)), 'the canary');
  const canary = registry.remotes[remote.id]?.canary;
  console.log(`${remote.dir} canary ${canary?.version ?? version ?? ''} now goes to ${percent}% of visitors; the others keep ${registry.remotes[remote.id]?.current ?? 'the current version'}.`);
}
