/**
 * @jest-environment node
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRemote } from '../apps';
import { readRegistry } from './registry-store';
import { fakeBuild } from './fake-build.fixture';
import { listFiles } from './hash';
import { publishRemote } from './publish-remote';
import { FakeS3 } from './storage/fake-s3.fixture';
import { S3Store } from './storage/s3-store';

const legal = findRemote('legal')!;

describe('the upload of a version folder to a bucket', () => {
  it('writes every object once, with If-None-Match: *, its Content-Type and an immutable Cache-Control', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const build = fakeBuild(legal, 'one');
    const { version } = await publishRemote(legal, build, undefined, store);
    const folder = `site/public/remotes/legal/${version}/`;
    const puts = fake.puts.filter((put) => put.Key?.startsWith(folder));
    // The build's files and the integrity.json the publish adds, each put once.
    expect(puts.map((put) => put.Key!.slice(folder.length)).sort()).toEqual([...listFiles(build), 'integrity.json'].sort());
    for (const put of puts) {
      expect(put).toMatchObject({ IfNoneMatch: '*', CacheControl: 'public, max-age=31536000, immutable' });
      expect(put.IfMatch).toBeUndefined();
    }
    expect(puts.find((put) => put.Key === `${folder}remoteEntry.js`)?.ContentType).toBe('text/javascript; charset=utf-8');
    expect(puts.find((put) => put.Key === `${folder}routes.json`)?.ContentType).toBe('application/json; charset=utf-8');
  });

  it('never overwrites a published version: a second upload of it is refused object by object', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const { version } = await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store);
    const entry = `site/public/remotes/legal/${version}/remoteEntry.js`;
    const stored = fake.objects.get(entry);
    await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store);
    expect(fake.puts.filter((put) => put.Key === entry)).toHaveLength(2);
    expect(fake.objects.get(entry)).toBe(stored);
  });
});

describe('a build folder to release', () => {
  it('is refused when it holds a symbolic link, which would publish the file it points at', async () => {
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const build = fakeBuild(legal, 'linked');
    symlinkSync('/etc/passwd', join(build, 'static', 'leak.txt'));
    await expect(publishRemote(legal, build, undefined, store)).rejects.toThrow(`${build} holds static/leak.txt, a symbolic link: a build to release holds files and folders only.`);
    expect((await readRegistry(store)).registry.remotes.legal).toBeUndefined();
  });
});

describe('a build of another app', () => {
  it("is refused as not the remote's build, naming whose it is, not as routes claimed by both", async () => {
    const contact = findRemote('contact')!;
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const build = fakeBuild(contact, 'contact', [{ path: '/contact-us', expose: './contact-us', title: 'Contact Us', layout: 'main' }]);
    await publishRemote(contact, build, undefined, store);
    await expect(publishRemote(legal, build, undefined, store)).rejects.toThrow(`${build} is not a build of mfe-legal but of mfe-contact (its federation name is mfe_contact)`);
    const manifest = join(build, 'mf-manifest.json');
    writeFileSync(manifest, JSON.stringify({ name: 'bbg_kit_catalogue', exposes: [] }));
    await expect(publishRemote(legal, build, undefined, store)).rejects.toThrow(`${build} is not a build of mfe-legal: its mf-manifest.json names the federation container 'bbg_kit_catalogue', not mfe_legal`);
    expect((await readRegistry(store)).registry.remotes.legal).toBeUndefined();
  });
});

describe('the sources a version was built from', () => {
  it('are noted again when other sources build the very same files, so the next build finds the remote up to date', async () => {
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const first = await publishRemote(legal, fakeBuild(legal, 'same'), 'sources-before', store);
    const again = await publishRemote(legal, fakeBuild(legal, 'same'), 'sources-after', store);
    const { registry } = await readRegistry(store);
    expect(again).toEqual({ version: first.version, changed: false });
    expect(registry.remotes.legal?.versions[first.version]?.sourceHash).toBe('sources-after');
    expect(registry.remotes.legal?.current).toBe(first.version);
  });
});

describe('the locales a version says a person reviewed', () => {
  it("come from the build's translations.json into the registry's record of the version; none without one", async () => {
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const reviewed = fakeBuild(legal, 'reviewed');
    writeFileSync(join(reviewed, 'translations.json'), JSON.stringify({ reviewed: { ar: '2026-11-28', fr: '2026-11-27' } }));
    const first = await publishRemote(legal, reviewed, undefined, store);
    const second = await publishRemote(legal, fakeBuild(legal, 'older build'), undefined, store);
    const { registry } = await readRegistry(store);
    expect(registry.remotes.legal?.versions[first.version]?.reviewed).toEqual(['fr', 'ar']);
    expect(registry.remotes.legal?.versions[second.version]).not.toHaveProperty('reviewed');
  });

  it('refuse a translations.json that says something else', async () => {
    const store = new S3Store(new FakeS3(), 'bbg', 'site');
    const build = fakeBuild(legal, 'odd');
    writeFileSync(join(build, 'translations.json'), JSON.stringify({ reviewed: { de: '2026-11-28' } }));
    await expect(publishRemote(legal, build, undefined, store)).rejects.toThrow(/translations\.json/);
  });
});
