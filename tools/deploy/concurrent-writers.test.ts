/**
 * @jest-environment node
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { findRemote } from '../apps';
import { fakeBuild } from './fake-build.fixture';
import { publishRemote } from './publish-remote';
import { readRegistry } from './registry-store';
import { releaseRemote, rollbackAndServe } from './release-remote';
import { FakeS3 } from './storage/fake-s3.fixture';
import { S3Store } from './storage/s3-store';

const legal = findRemote('legal')!;
const about = findRemote('about')!;
const ABOUT_ROUTE = { path: '/about-us', expose: './about-us', title: 'About us', layout: 'main' } as const;
const REGISTRY_KEY = 'site/public/registry.json';

describe('a release and a rollback of different remotes at the same moment, on a bucket that honours If-Match', () => {
  it('both read the registry before either writes it, and both end up in it', async () => {
    const fake = new FakeS3();
    const store = new S3Store(fake, 'bbg', 'site');
    const legalBefore = (await publishRemote(legal, fakeBuild(legal, 'one'), undefined, store)).version;
    const legalNow = (await publishRemote(legal, fakeBuild(legal, 'two'), undefined, store)).version;
    const aboutBefore = (await publishRemote(about, fakeBuild(about, 'one', [ABOUT_ROUTE]), undefined, store)).version;

    // Each registry write waits until both writers hold one ready, made from the registry both read: one wins, the
    // other is refused (412), reads the registry again, applies its change to it and writes.
    const registryPuts: (string | undefined)[] = [];
    let bothReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (bothReady = resolve));
    const send = fake.send;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if (command instanceof PutObjectCommand && command.input.Key === REGISTRY_KEY) {
        registryPuts.push(command.input.IfMatch);
        if (registryPuts.length === 2) bothReady();
        if (registryPuts.length <= 2) await ready;
      }
      return send(command);
    }) as typeof send;

    const [released, rolledBack] = await Promise.all([releaseRemote(store, about, fakeBuild(about, 'two', [ABOUT_ROUTE]), undefined), rollbackAndServe(store, legal, undefined)]);

    expect(registryPuts).toHaveLength(3);
    expect(registryPuts[0]).toBe(registryPuts[1]);
    expect(rolledBack).toEqual({ from: legalNow, to: legalBefore });
    const { registry } = await readRegistry(store);
    expect(registry.remotes.about).toMatchObject({ current: released.version, previous: [aboutBefore] });
    expect(registry.remotes.legal).toMatchObject({ current: legalBefore, previous: [] });
    // The files made from the registry were written after it, from the registry as it is now: both changes are in them.
    const sitemap = (await store.get('sitemap.xml'))?.body.toString() ?? '';
    expect(sitemap).toContain('/about-us</loc>');
    expect(sitemap).toContain('/privacy-policy</loc>');
  });
});
