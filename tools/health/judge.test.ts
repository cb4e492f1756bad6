/**
 * @jest-environment node
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeOnce, watchingLine } from '../cli/judge';
import { healthSettings } from './health-options';
import { endCanary, startCanary, writeCanary } from '../deploy/canary';
import { FolderStore } from '../deploy/storage/folder-store';
import { pageStore } from '../prerender/page-store';
import { promoteAndServe } from '../deploy/staging';
import { legal, PAGE, put, registryOf, shellId, stagedSite } from '../deploy/staged-site.fixture';
import { storeActions } from './judge-actions';
import { watchRounds } from './judge-rounds';
import { tempDir } from '../jest/temp-dir';

/** Beacons as the server logs them: `views` page loads of legal at `version`, `errors` of them with an uncaught error. */
function beacons(version: string, views: number, errors: number, lcpMs = 1000): string[] {
  return Array.from({ length: views }, (_, i) =>
    JSON.stringify({
      receivedAt: new Date().toISOString(),
      route: '/privacy-policy',
      versions: { legal: version },
      locale: 'en',
      metrics: [{ name: 'LCP', value: lcpMs + (i % 7) * 10 }],
      signals: [{ kind: 'view', source: 'legal', version, navigation: 'load' }, ...(i < errors ? [{ kind: 'error', source: 'legal', version }] : [])],
    }),
  );
}

const saved = process.env.VITALS_LOG;
afterAll(() => {
  if (saved === undefined) delete process.env.VITALS_LOG;
  else process.env.VITALS_LOG = saved;
});

/** A folder site with legal's staged version as a canary at 50 %, and a beacon log (VITALS_LOG) with one broken line. */
async function canarySite() {
  const site = await stagedSite();
  await put(site.store, `${pageStore(shellId, 'legal', site.next)}${PAGE}`, 'next page');
  await writeCanary(site.store, legal, (registry) => startCanary(registry, legal, site.next, 50), 'the canary');
  const log = join(tempDir('beacons-'), 'vitals.jsonl');
  writeFileSync(log, 'garbage line\n');
  process.env.VITALS_LOG = log;
  return site;
}

describe('npm run judge', () => {
  it('rolls back a canary that errors where the current version never did (a zero-error baseline), leaving current as it was', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 60, 9), ...beacons(site.live, 60, 0)].join('\n')}\n`);
    const said = await judgeOnce({ target: site.dir }, storeActions(site.store));
    expect(said).toEqual([expect.stringMatching(new RegExp(`^legal canary ${site.next}: roll back \\(worse than ${site.live}: a higher error rate \\(z 3\\.\\d+, p 0\\.000\\d+\\); views 60 against 60, errors 15\\.0% against 0\\.0%\\)$`))]);
    const record = (await registryOf(site.store)).remotes.legal;
    expect(record?.current).toBe(site.live);
    expect(record?.canary).toBeUndefined();
  });

  it('promotes a healthy canary past its minimums: it becomes current, its pages served', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 55, 0), ...beacons(site.live, 52, 0)].join('\n')}\n`);
    const said = await judgeOnce({ target: site.dir }, storeActions(site.store));
    expect(said).toEqual([`legal canary ${site.next}: promote (healthy against ${site.live}; views 55 against 52, errors 0.0% against 0.0%)`]);
    expect((await registryOf(site.store)).remotes.legal).toMatchObject({ current: site.next, previous: [site.live] });
  });

  it('rolls back a canary whose LCP is significantly and noticeably slower, though it errs no more than current', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 60, 0, 3000), ...beacons(site.live, 60, 0, 1000)].join('\n')}\n`);
    const said = await judgeOnce({ target: site.dir }, storeActions(site.store));
    expect(said).toEqual([expect.stringMatching(new RegExp(`^legal canary ${site.next}: roll back \\(worse than ${site.live}: p75 LCP \\d+ ms against \\d+ ms \\(Mann–Whitney p .*\\); views 60 against 60, errors 0\\.0% against 0\\.0%\\)$`))]);
    expect((await registryOf(site.store)).remotes.legal).toMatchObject({ current: site.live });
    expect((await registryOf(site.store)).remotes.legal?.canary).toBeUndefined();
    // Slower by less than --slower-by is not worse, however significant.
    await writeCanary(site.store, legal, (registry) => startCanary(registry, legal, site.next, 50), 'the canary');
    expect(await judgeOnce({ target: site.dir, 'slower-by': '10' }, async () => 'done')).toEqual([expect.stringMatching(/: promote \(healthy/)]);
  });

  it('rolls back a version released within the window that errs, serving the one before again; a healthy one is kept', async () => {
    const site = await canarySite();
    await writeCanary(site.store, legal, (registry) => endCanary(registry, legal), 'ops');
    await promoteAndServe(site.store, legal, site.next);
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 60, 9), ...beacons(site.live, 60, 0)].join('\n')}\n`);
    // Long after the release, it is no longer judged.
    expect(await judgeOnce({ target: site.dir }, async () => 'done', Date.now() + 3 * 3_600_000)).toEqual(['Nothing to judge: no canary, and no version released within the window.']);
    const said = await judgeOnce({ target: site.dir }, storeActions(site.store));
    expect(said).toEqual([expect.stringMatching(new RegExp(`^legal release ${site.next}: roll back \\(worse than ${site.live}: a higher error rate \\(z 3\\.\\d+, p 0\\.000\\d+\\); views 60 against 60, errors 15\\.0% against 0\\.0%\\)$`))]);
    expect((await registryOf(site.store)).remotes.legal?.current).toBe(site.live);
    expect((await site.store.get(PAGE))?.body.toString()).toBe('live page');
  });

  it('keeps a healthy version released within the window as it is', async () => {
    const site = await canarySite();
    await writeCanary(site.store, legal, (registry) => endCanary(registry, legal), 'ops');
    await promoteAndServe(site.store, legal, site.next);
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 55, 0), ...beacons(site.live, 52, 0)].join('\n')}\n`);
    expect(await judgeOnce({ target: site.dir }, storeActions(site.store))).toEqual([`legal release ${site.next}: promote (healthy against ${site.live}; views 55 against 52, errors 0.0% against 0.0%)`]);
    expect((await registryOf(site.store)).remotes.legal).toMatchObject({ current: site.next, previous: [site.live] });
  });

  it('holds with too few visitors and says how many more views it needs; minimums are settings', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 12, 1), ...beacons(site.live, 30, 0)].join('\n')}\n`);
    // A hold says the error rates it has so far, as a promotion or a rollback does.
    expect(await judgeOnce({ target: site.dir }, storeActions(site.store))).toEqual([`legal canary ${site.next}: hold (not enough data against ${site.live}: 38 more views needed; views 12 against 30, errors 8.3% against 0.0%)`]);
    expect((await registryOf(site.store)).remotes.legal?.canary).toEqual({ version: site.next, percent: 50 });
    expect(await judgeOnce({ target: site.dir, 'min-views': '10' }, async () => 'done')).toEqual([expect.stringMatching(/: promote \(healthy/)]);
    await expect(judgeOnce({ target: site.dir, 'min-views': '0' }, async () => 'done')).rejects.toThrow(/^Bad settings: --min-views must be a whole number, 1 or more, got '0'\.$/);
    await expect(judgeOnce({ target: site.dir, since: 'yesterday' }, async () => 'done')).rejects.toThrow(/must be a duration like 30m, 2h or 1d/);
  });

  it('never overrides a change ops made after it read: a canary ended or changed meanwhile is left alone', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 60, 9), ...beacons(site.live, 60, 0)].join('\n')}\n`);
    const actions = storeActions(site.store);
    const said = await judgeOnce({ target: site.dir }, async (decision, remote) => {
      // Ops promote the canary by hand between the judge's read and its write.
      await writeCanary(site.store, legal, (registry) => ({ ...registry, remotes: { ...registry.remotes, legal: { ...registry.remotes.legal!, canary: { version: site.next, percent: 5 } } } }), 'ops');
      const { promoteAndServe } = await import('../deploy/staging');
      await promoteAndServe(site.store, legal, site.next);
      return actions(decision, remote);
    });
    expect(said).toEqual([expect.stringMatching(/: roll back .*, left alone: changed since it was read$/)]);
    expect((await registryOf(site.store)).remotes.legal?.current).toBe(site.next);
  });

  it('leaves alone a healthy canary that ops ended after the judge read it, though its version is still staged', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 55, 0), ...beacons(site.live, 52, 0)].join('\n')}\n`);
    let reads = 0;
    // Ops end the canary just after the action's first check, as the promotion reads the registry again.
    const judged = new (class extends FolderStore {
      override async get(key: string) {
        if (key === 'registry.json' && ++reads === 2) await writeCanary(site.store, legal, (registry) => endCanary(registry, legal), 'ops');
        return super.get(key);
      }
    })(site.dir);
    const said = await judgeOnce({ target: site.dir }, storeActions(judged));
    expect(said).toEqual([expect.stringMatching(/: promote \(healthy .*, left alone: changed since it was read$/)]);
    expect((await registryOf(site.store)).remotes.legal).toMatchObject({ current: site.live, staged: [site.next] });
    expect((await registryOf(site.store)).remotes.legal?.canary).toBeUndefined();
  });

  it('is not turned by a burst of forged beacons: each counts as one page, so an erring canary is still rolled back', async () => {
    const site = await canarySite();
    // What one client may send in a burst (30): each beacon claims the canary's page load, 14 navigations in it,
    // and 5 errors of current. Counted signal by signal, current read 16 % errors and the canary was promoted.
    const forged = Array.from({ length: 30 }, () =>
      JSON.stringify({
        receivedAt: new Date().toISOString(),
        route: '/privacy-policy',
        versions: { legal: site.next },
        metrics: [],
        signals: [
          { kind: 'view', source: 'legal', version: site.next, navigation: 'load' },
          ...Array.from({ length: 14 }, () => ({ kind: 'view', source: 'legal', version: site.next, navigation: 'client', path: '/privacy-policy' })),
          ...Array.from({ length: 5 }, () => ({ kind: 'error', source: 'legal', version: site.live })),
        ],
      }),
    );
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 1000, 150), ...beacons(site.live, 1000, 10), ...forged].join('\n')}\n`);
    const said = await judgeOnce({ target: site.dir }, storeActions(site.store));
    expect(said).toEqual([expect.stringMatching(new RegExp(`^legal canary ${site.next}: roll back \\(worse than ${site.live}: a higher error rate \\(z \\d\\.\\d+, p [\\d.e-]+\\); views 1300 against 1000, errors 11\\.5% against 4\\.0%\\)$`))]);
    expect((await registryOf(site.store)).remotes.legal?.current).toBe(site.live);
  });

  it('with --watch, says a round that fails on a broken registry in one line and judges at the next round', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${[...beacons(site.next, 60, 9), ...beacons(site.live, 60, 0)].join('\n')}\n`);
    const file = join(site.dir, 'registry.json');
    const good = readFileSync(file);
    writeFileSync(file, '{"schema": 1, "remotes": ');
    const said: string[] = [];
    const warned: string[] = [];
    const values = { target: site.dir, 'min-views': '40' };
    await watchRounds(watchingLine(values, healthSettings(values)), () => judgeOnce(values, storeActions(site.store)), {
      rounds: 2,
      // Ops put the registry back between the two rounds.
      wait: async () => writeFileSync(file, good),
      say: (text) => said.push(text),
      warn: (text) => warned.push(text),
    });
    expect(warned).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z judge round failed, trying again next round: The registry .*registry\.json is not valid JSON \(.*\)\. Put an earlier one back with: npm run registry -- restore\.$/)]);
    // A start line (what it watches, how often, the settings in force), then each round's lines, with their times.
    expect(said).toEqual([
      `${said[0]?.slice(0, 24)} judge watching the canaries and recent releases in ${site.dir} every 60 s, beacons from ${process.env.VITALS_LOG}; settings --min-views 40 --min-samples 50 --alpha 0.01 --slower-by 0.1 --since 2h`,
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z legal canary \S+: roll back \(worse than/),
    ]);
    expect(said[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z /);
    expect((await registryOf(site.store)).remotes.legal?.canary).toBeUndefined();
  });

  it('says in one line that the target holds no registry (a mistyped DEPLOY_DIR or --target), never "nothing to judge"', async () => {
    const site = await canarySite();
    appendFileSync(process.env.VITALS_LOG ?? '', `${beacons(site.next, 60, 9).join('\n')}\n`);
    const empty = tempDir('bbg-no-site-');
    await expect(judgeOnce({ target: empty }, async () => 'done')).rejects.toThrow(`No registry in ${empty}: nothing was released there (npm run build publishes the site).`);
  });

  it('says in one line that there are no beacons to read', async () => {
    const site = await canarySite();
    process.env.VITALS_LOG = join(tmpdir(), 'no-such-dir', 'vitals.jsonl');
    await expect(judgeOnce({ target: site.dir }, async () => 'done')).rejects.toThrow(/^No beacons to read: .* does not exist/);
    await expect(judgeOnce({ target: site.dir, prometheus: 'http://127.0.0.1:9' }, async () => 'done')).rejects.toThrow(/^Prometheus at http:\/\/127\.0\.0\.1:9 did not answer/);
  });
});
