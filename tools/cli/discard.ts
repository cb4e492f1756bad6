import { discardStaged } from '../deploy/staging';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { targetFromArgs, writableTarget } from '../deploy/storage/deploy-target';
import { REMOTE_IDS, remoteVersionOnly } from './remote-version-args';

export const usage = `Usage: npm run discard -- <${REMOTE_IDS}> <staged version> [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`;

/** Drops a staged version from the registry: it can no longer be previewed or promoted. Nothing served changes. */
export async function run(args: readonly string[]): Promise<void> {
  const { store, parsed } = await writableTarget(targetFromArgs(args), (rest) => remoteVersionOnly(rest, usage));
  await discardStaged(parsed.remote, parsed.version, store);
  console.log(`${parsed.remote.dir} ${parsed.version} discarded: it is no longer staged.`);
}
