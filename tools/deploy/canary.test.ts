/**
 * @jest-environment node
 */
import { pageStore } from '../prerender/page-store';
import { canaryShare, endCanary, setCanaryShare, startCanary, writeCanary } from './canary';
import { DeployError } from './deploy-error';
import { fakeBuild } from './fake-build.fixture';
import { legal, PAGE, put, registryOf, shellId, stagedSite } from './staged-site.fixture';
import { discardStaged, promoteAndServe, stageRelease } from './staging';

const refusal = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof DeployError) return error.message;
    throw error;
  }
  return 'no refusal';
};

describe('canaries', () => {
  it('takes a share above 0 and below 100 only', () => {
    expect(canaryShare('25')).toBe(25);
    expect(canaryShare('0.5')).toBe(0.5);
    expect(canaryShare('12.25')).toBe(12.25);
    for (const bad of ['0', '100', '-5', 'half', '', '1e9', 'NaN', '0x10', '1e1', '0.001', ' 5', '5.']) expect(() => canaryShare(bad)).toThrow(/not a share of visitors/);
  });

  it('gives a staged version to a share, changes the share, and ends it with current untouched', async () => {
    const { store, live, next } = await stagedSite();
    const registry = await registryOf(store);
    const started = startCanary(registry, legal, next, 25);
    expect(started.remotes.legal).toMatchObject({ current: live, staged: [next], canary: { version: next, percent: 25 } });
    expect(startCanary(started, legal, next, 25)).toBe(started);
    expect(setCanaryShare(started, legal, 50).remotes.legal?.canary).toEqual({ version: next, percent: 50 });
    const ended = endCanary(started, legal);
    expect(ended.remotes.legal).toMatchObject({ current: live, staged: [next] });
    expect(ended.remotes.legal?.canary).toBeUndefined();
  });

  it('refuses a version that is not staged, the current one, a second canary, and a change with no canary, in one line', async () => {
    const { store, live, next } = await stagedSite();
    const registry = await registryOf(store);
    expect(refusal(() => startCanary(registry, legal, live, 10))).toMatch(/has no staged version/);
    expect(refusal(() => startCanary(registry, legal, '9.9.9-000000000000', 10))).toMatch(/has no staged version/);
    expect(refusal(() => setCanaryShare(registry, legal, 10))).toBe('mfe-legal has no canary: start one with npm run canary -- legal <staged version> <percent>.');
    expect(refusal(() => endCanary(registry, legal))).toMatch(/has no canary/);
    const { version: other } = await stageRelease(store, legal, fakeBuild(legal, 'other'), undefined);
    const running = startCanary(await registryOf(store), legal, next, 10);
    expect(refusal(() => startCanary(running, legal, other, 10))).toMatch(new RegExp(`already has a canary, ${next} at 10%: end it first`));
  });

  it('writes by compare-and-swap and says the registry did not change when refused', async () => {
    const { store, next } = await stagedSite();
    await writeCanary(store, legal, (registry) => startCanary(registry, legal, next, 30), 'the canary');
    expect((await registryOf(store)).remotes.legal?.canary).toEqual({ version: next, percent: 30 });
    await writeCanary(store, legal, (registry) => endCanary(registry, legal), 'the end of the canary');
    await expect(writeCanary(store, legal, (registry) => endCanary(registry, legal), 'the end of the canary')).rejects.toThrow(/has no canary.*The registry was not changed\./);
  });

  it('ends with a promotion of its version (everyone gets it) or a discard of it', async () => {
    const { store, live, next } = await stagedSite();
    await put(store, `${pageStore(shellId, 'legal', next)}${PAGE}`, 'next page');
    await writeCanary(store, legal, (registry) => startCanary(registry, legal, next, 30), 'the canary');
    await promoteAndServe(store, legal, next);
    const promoted = (await registryOf(store)).remotes.legal;
    expect(promoted).toMatchObject({ current: next, previous: [live] });
    expect(promoted?.canary).toBeUndefined();
    const { version: third } = await stageRelease(store, legal, fakeBuild(legal, 'third'), undefined);
    await writeCanary(store, legal, (registry) => startCanary(registry, legal, third, 5), 'the canary');
    await discardStaged(legal, third, store);
    expect((await registryOf(store)).remotes.legal?.canary).toBeUndefined();
  });
});
