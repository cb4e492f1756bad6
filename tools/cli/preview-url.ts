import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { previewLink } from '../deploy/preview-link';
import { readRegistry } from '../deploy/registry-store';
import type { ObjectStore } from '../deploy/storage/object-store';
import { openTarget } from '../deploy/storage/deploy-target';
import { defineCommand, parseCommand } from './command-args';
import { REMOTE_IDS, remoteNamed } from './remote-version-args';
import { TARGET_OPTION } from './target-options';

export const command = defineCommand({
  usage: `Usage: npm run preview-url -- <${REMOTE_IDS}> <staged version, or the current one during a canary> [--path /spj] [--target <folder | s3://bucket/prefix>]`,
  options: { path: { type: 'string' }, ...TARGET_OPTION },
  positionals: ['remote', 'staged version'],
});

/** The deployed config.json (its siteUrl names the live site), the defaults where there is none. */
async function siteConfig(store: ObjectStore): Promise<RuntimeConfig> {
  const stored = await store.get('config.json');
  return stored ? parseRuntimeConfig(JSON.parse(stored.body.toString('utf8'))) : defaultRuntimeConfig;
}

/** Prints the link that previews a staged version of one remote in the live site, in one browser tab. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name, version] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const store = openTarget(values.target);
  const { registry } = await readRegistry(store);
  console.log(previewLink(registry, (await siteConfig(store)).siteUrl, remote, version, values.path));
}
