import { promoteAndServe } from '../deploy/staging';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { targetFromArgs, writableTarget } from '../deploy/storage/deploy-target';
import { REMOTE_IDS, remoteVersionOnly } from './remote-version-args';

export const usage = `Usage: npm run promote -- <${REMOTE_IDS}> <staged version> [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`;

/** Makes a staged version current and serves its stored pages, as a rollback does: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const { store, parsed } = await writableTarget(targetFromArgs(args), (rest) => remoteVersionOnly(rest, usage));
  const { remote, version } = parsed;
  const result = await promoteAndServe(store, remote, version);
  console.log(`${remote.dir} promoted from ${result.from} to ${result.to} (${store.total()} storage requests). Undo with: npm run rollback -- ${remote.id}`);
}
