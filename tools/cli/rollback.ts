import { rollbackAndServe } from '../deploy/release-remote';
import { UNSAFE_STORE_FLAG } from '../deploy/storage/conditional-probe';
import { targetFromArgs, writableTarget } from '../deploy/storage/deploy-target';
import { REMOTE_IDS, remoteFlagArgs } from './remote-version-args';

export const usage = `Usage: npm run rollback -- <${REMOTE_IDS}> [--to <version>] [--target <folder | s3://bucket/prefix>] [${UNSAFE_STORE_FLAG}]`;

/** Points one remote back at its previous (or a named) version and serves that version's stored pages: no build. */
export async function run(args: readonly string[]): Promise<void> {
  const started = process.hrtime.bigint();
  const { store, parsed } = await writableTarget(targetFromArgs(args), (rest) => remoteFlagArgs(rest, '--to', usage));
  const { remote } = parsed;
  const result = await rollbackAndServe(store, remote, parsed.value);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`${remote.dir} rolled back from ${result.from} to ${result.to} in ${ms.toFixed(0)} ms (${store.total()} storage requests).`);
}
