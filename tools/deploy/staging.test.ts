/**
 * @jest-environment node
 */
import { pageStore } from '../prerender/page-store';
import { DeployError } from './deploy-error';
import { fakeBuild } from './fake-build.fixture';
import { rollbackAndServe } from './release-remote';
import { legal, liveSite, PAGE, put, registryOf, shellId } from './staged-site.fixture';
import { discardStaged, promoteAndServe, stageRelease } from './staging';
import { FakeS3 } from './storage/fake-s3.fixture';
import { FolderStore } from './storage/folder-store';
import type { ObjectStore } from './storage/object-store';
import { S3Store } from './storage/s3-store';
import { tempDir } from '../jest/temp-dir';

// Staging stores no pages here (no renderer): each test stores the pages it needs.
const text = async (store: ObjectStore, key: string) => (await store.get(key))?.body.toString('utf8');
const record = async (store: ObjectStore) => (await registryOf(store)).remotes.legal!;

describe.each([
  ['a folder', () => new FolderStore(tempDir('deploy-'))],
  ['a bucket', () => new S3Store(new FakeS3(), 'bbg', 'site')],
])('stage, promote, discard on %s', (_target, open) => {
  it('staging publishes the version and marks it staged; visitors keep the live version (registry and pages)', async () => {
    const store = open();
    const live = await liveSite(store);
    const { version, changed } = await stageRelease(store, legal, fakeBuild(legal, 'next'), undefined);
    expect(changed).toBe(true);
    expect(await record(store)).toMatchObject({ current: live, previous: [], staged: [version] });
    expect(await text(store, `remotes/legal/${version}/remoteEntry.js`)).toContain('next');
    expect(await text(store, PAGE)).toBe('live page');
    expect((await stageRelease(store, legal, fakeBuild(legal, 'next'), undefined)).changed).toBe(false);
  });

  it('promote serves the staged pages and makes it current; a rollback undoes both', async () => {
    const store = open();
    const live = await liveSite(store);
    const { version } = await stageRelease(store, legal, fakeBuild(legal, 'next'), undefined);
    await put(store, `${pageStore(shellId, 'legal', version)}${PAGE}`, 'staged page');
    expect(await promoteAndServe(store, legal, version)).toEqual({ from: live, to: version });
    expect(await record(store)).toMatchObject({ current: version, previous: [live] });
    expect((await record(store)).staged).toBeUndefined();
    expect(await text(store, PAGE)).toBe('staged page');
    expect(await rollbackAndServe(store, legal, undefined)).toEqual({ from: version, to: live });
    expect(await text(store, PAGE)).toBe('live page');
  });

  it('discard drops the staged version; it can no longer be promoted, and nothing served changed', async () => {
    const store = open();
    const live = await liveSite(store);
    const { version } = await stageRelease(store, legal, fakeBuild(legal, 'next'), undefined);
    await discardStaged(legal, version, store);
    expect(await record(store)).toEqual(expect.objectContaining({ current: live, previous: [] }));
    expect((await record(store)).versions[version]).toBeUndefined();
    await expect(promoteAndServe(store, legal, version)).rejects.toThrow(DeployError);
    expect((await record(store)).current).toBe(live);
    expect(await text(store, PAGE)).toBe('live page');
  });

  it('refuses to stage a remote never released, writing nothing', async () => {
    const store = open();
    await expect(stageRelease(store, legal, fakeBuild(legal, 'first'), undefined)).rejects.toThrow('mfe-legal has never been released');
    expect(await store.list('remotes/')).toEqual([]);
    expect(await store.get('registry.json')).toBeUndefined();
  });
});
