/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { RemoteRoute } from '@bbg/contract';
import { findRemote, remoteApps } from '../apps';
import { fakeBuild } from './fake-build.fixture';
import { publishFakeShell } from './fake-shell.fixture';
import { listFiles } from './hash';
import { publishRemote } from './publish-remote';
import { registryHistory } from './registry-restore';
import { readRegistry } from './registry-store';
import { releaseRemote, rollbackAndServe } from './release-remote';
import { probeConditionalWrites } from './storage/conditional-probe';
import { FAULT_KINDS, FakeS3, faultyConnection } from './storage/fake-s3.fixture';
import { RetryingStore, STORE_RETRIES, type RetryPolicy } from './storage/retrying-store';
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

/** The tries of a release, with pauses of milliseconds (not the seconds a real store needs to recover). */
const QUICK: RetryPolicy = { ...STORE_RETRIES, firstDelayMs: 1, maxDelayMs: 16 };
const newsRoute = (id: string): RemoteRoute => ({ path: `/${id}-news`, expose: `./${id}-news`, title: `${id} news`, layout: 'main' });

describe.each([
  ['8%', 0.08],
  ['25%', 0.25],
])('five teams releasing at once to a bucket that fails %s of their requests (503 SlowDown, resets, lost answers)', (_share, rate) => {
  it('all land on the first run: every release in the registry once, the site files made from all, every version folder whole', async () => {
    const fake = new FakeS3();
    await publishFakeShell(new S3Store(fake, 'bbg', 'site'));
    // Each team's requests fail on their own seeded draw, at most 4 in a row per request, so the 10 tries always do.
    // Two teams never hear that their registry write landed: their retry is refused by it.
    const lostRegistryAnswer = { 'PutObjectCommand site/public/registry.json': 'lost' } as const;
    const teams = remoteApps.map((remote, i) => {
      const connection = faultyConnection(fake, { seed: `${rate} ${remote.id}`, rate, maxInARow: 4, forced: i < 2 ? lostRegistryAnswer : {} });
      const store = new RetryingStore(new S3Store(connection, 'bbg', 'site'), QUICK);
      return { remote, connection, store, build: fakeBuild(remote, 'next', [newsRoute(remote.id)]) };
    });

    const released = await Promise.all(
      teams.map(async ({ remote, store, build }) => {
        await probeConditionalWrites(store, false);
        return releaseRemote(store, remote, build, undefined);
      }),
    );

    const counts = teams.map((team) => team.connection.counts);
    const requests = counts.reduce((sum, count) => sum + count.requests, 0);
    const faults = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, counts.reduce((sum, count) => sum + count[kind], 0)]));
    for (const kind of FAULT_KINDS) expect(faults[kind]).toBeGreaterThan(0);
    const share = Object.values(faults).reduce((sum, n) => sum + n, 0) / requests;
    expect(share).toBeGreaterThan(rate * 0.6);
    expect(share).toBeLessThan(rate * 1.4);

    const store = new S3Store(fake, 'bbg', 'site');
    const { registry } = await readRegistry(store);
    expect(released.map((result) => result.changed)).toEqual(teams.map(() => true));
    expect(teams.map(({ remote }) => registry.remotes[remote.id]?.current)).toEqual(released.map((result) => result.version));
    // One registry kept in the history per write: five writes, none applied twice, the last one current.
    const history = await registryHistory(store);
    expect(history).toHaveLength(teams.length);
    expect((await store.get(history.at(-1)!.key))?.body).toEqual((await store.get('registry.json'))?.body);

    const sitemap = (await store.get('sitemap.xml'))?.body.toString() ?? '';
    for (const [i, { remote, build }] of teams.entries()) {
      expect(sitemap).toContain(`/${remote.id}-news</loc>`);
      expect((await store.get(`${remote.id}-news.html`))?.body.toString()).toContain(`/${remote.id}-news`);
      const folder = `remotes/${remote.id}/${released[i]!.version}/`;
      const files = listFiles(build);
      expect((await store.list(folder)).map((key) => key.slice(folder.length))).toEqual([...files, 'integrity.json'].sort());
      for (const file of files) expect((await store.get(`${folder}${file}`))?.body).toEqual(readFileSync(join(build, file)));
    }
  });
});
