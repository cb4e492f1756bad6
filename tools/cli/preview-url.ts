import { CONFIG_FILE } from '@bbg/contract';
import { sitePort } from '../apps';
import { previewLink } from '../deploy/preview-link';
import { parseJson } from '../json-file';
import { checkedConfig } from '../prerender/deployed-config';
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

/**
 * Where the preview link points: the live site that the deployed config.json's siteUrl names, or, for a deploy folder
 * whose config names none (a local build), this machine's server on PORT, with a note that says so. A config the site
 * would refuse is refused in one line naming `where`, its file.
 */
export function previewSite(config: unknown, port: number, where = CONFIG_FILE): { readonly url: string; readonly note?: string } {
  const named = typeof config === 'object' && config !== null && Object.hasOwn(config, 'siteUrl');
  if (named) return { url: checkedConfig(config, where).siteUrl };
  return { url: `http://localhost:${port}`, note: `No siteUrl in ${where}: the link assumes npm start on this machine, port ${port} (PORT changes it).` };
}

async function siteOf(store: ObjectStore): Promise<ReturnType<typeof previewSite>> {
  const stored = await store.get(CONFIG_FILE);
  const where = store.where(CONFIG_FILE);
  return previewSite(stored ? parseJson(stored.body.toString('utf8'), where) : undefined, sitePort, where);
}

/** Prints the link that previews a staged version of one remote in the live site, in one browser tab. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name, version] } = parseCommand(args, command);
  const remote = remoteNamed(name, command.usage);
  const store = openTarget(values.target);
  const { registry } = await readRegistry(store);
  const site = await siteOf(store);
  console.log(previewLink(registry, site.url, remote, version, values.path));
  // Beside the link, not in it: the link stays the only line a script reads.
  if (site.note) console.error(site.note);
}
