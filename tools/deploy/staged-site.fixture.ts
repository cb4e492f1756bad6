import { createHash } from 'node:crypto';
import type { RemoteInfo } from '../apps';
import { pageStore } from '../prerender/page-store';
import { TEMPLATE_FILE } from '../prerender/render-site';
import { fakeBuild } from './fake-build.fixture';
import { publishRemote } from './publish-remote';
import { readRegistry } from './registry-store';
import { stageRelease } from './staging';
import { FolderStore } from './storage/folder-store';
import type { ObjectStore } from './storage/object-store';
import { objectHeaders } from './storage/object-headers';
import { tempDir } from '../jest/temp-dir';

// Test support: a deploy folder with a live version of mfe-legal (its page served and stored) and a staged one.
export const legal: RemoteInfo = { id: 'legal', dir: 'mfe-legal', federationName: 'mfe_legal', port: 3005, section: 'Legal', preview: { art: 'corporate', title: 'Legal', line: 'A section of the BBG site' } };
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
export const shellId = createHash('sha256').update(TEMPLATE).digest('hex').slice(0, 12);
export const PAGE = 'privacy-policy.html';

export const put = (store: ObjectStore, key: string, text: string) => store.put(key, Buffer.from(text), objectHeaders(key));
export const registryOf = async (store: ObjectStore) => (await readRegistry(store)).registry;

/** A deployed shell (its template) and a live version with its served and stored page, in the store given. */
export async function liveSite(store: ObjectStore): Promise<string> {
  await put(store, TEMPLATE_FILE, TEMPLATE);
  const { version } = await publishRemote(legal, fakeBuild(legal, 'live'), undefined, store);
  await put(store, PAGE, 'live page');
  await put(store, `${pageStore(shellId, 'legal', version)}${PAGE}`, 'live page');
  return version;
}

/** A live version and a staged one, in a folder. */
export async function stagedSite(): Promise<{ store: ObjectStore; dir: string; live: string; next: string }> {
  const dir = tempDir('deploy-');
  const store = new FolderStore(dir);
  const live = await liveSite(store);
  const { version: next } = await stageRelease(store, legal, fakeBuild(legal, 'next'), undefined);
  return { store, dir, live, next };
}

