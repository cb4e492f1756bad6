import { discardStaged } from '../deploy/staging';
import { DeployError } from '../deploy/deploy-error';
import { targetFromArgs } from '../deploy/storage/deploy-target';
import { REMOTE_IDS, remoteVersionArgs } from './remote-version-args';

const usage = `Usage: npm run discard -- <${REMOTE_IDS}> <staged version> [--target <folder | s3://bucket/prefix>]`;

/** Drops a staged version from the registry: it can no longer be previewed or promoted. Nothing served changes. */
export async function run(args: readonly string[]): Promise<void> {
  const { store, rest } = targetFromArgs(args);
  const { remote, version, more } = remoteVersionArgs(rest, usage);
  if (more.length > 0) throw new DeployError(usage);
  await discardStaged(remote, version, store);
  console.log(`${remote.dir} ${version} discarded: it is no longer staged.`);
}
