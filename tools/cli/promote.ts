import { promoteAndServe } from '../deploy/staging';
import { DeployError } from '../deploy/deploy-error';
import { targetFromArgs } from '../deploy/storage/deploy-target';
import { countRequests } from '../deploy/storage/request-count';
import { REMOTE_IDS, remoteVersionArgs } from './remote-version-args';

const usage = `Usage: npm run promote -- <${REMOTE_IDS}> <staged version> [--target <folder | s3://bucket/prefix>]`;

/** Makes a staged version current and serves its stored pages, as a rollback does: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const { store: target, rest } = targetFromArgs(args);
  const { remote, version, more } = remoteVersionArgs(rest, usage);
  if (more.length > 0) throw new DeployError(usage);
  const store = countRequests(target);
  const result = await promoteAndServe(store, remote, version);
  console.log(`${remote.dir} promoted from ${result.from} to ${result.to} (${store.total()} storage requests). Undo with: npm run rollback -- ${remote.id}`);
}
