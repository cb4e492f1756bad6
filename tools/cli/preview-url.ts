import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { previewLink } from '../deploy/preview-link';
import { readRegistry } from '../deploy/registry-store';
import type { ObjectStore } from '../deploy/storage/object-store';
import { targetFromArgs } from '../deploy/storage/deploy-target';
import { REMOTE_IDS, remoteVersionArgs } from './remote-version-args';

export const usage = `Usage: npm run preview-url -- <${REMOTE_IDS}> <staged version> [--path /spj] [--target <folder | s3://bucket/prefix>]`;

/** The deployed config.json (its siteUrl names the live site), the defaults where there is none. */
async function siteConfig(store: ObjectStore): Promise<RuntimeConfig> {
  const stored = await store.get('config.json');
  return stored ? parseRuntimeConfig(JSON.parse(stored.body.toString('utf8'))) : defaultRuntimeConfig;
}

/** Prints the link that previews a staged version of one remote in the live site, in one browser tab. */
export async function run(args: readonly string[]): Promise<void> {
  const { store, rest } = targetFromArgs(args);
  const { remote, version, more } = remoteVersionArgs(rest, usage);
  const [flag, path, extra] = more;
  if ((flag !== undefined && (flag !== '--path' || !path)) || extra !== undefined) throw new DeployError(usage);
  const { registry } = await readRegistry(store);
  console.log(previewLink(registry, (await siteConfig(store)).siteUrl, remote, version, path));
}
