/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE, put, registryOf, shellId, stagedSite } from '../deploy/staged-site.fixture';
import { pageStore } from '../prerender/page-store';
import { run as canary } from './canary';
import { run as rollback } from './rollback';

/** What a command printed on stdout while it ran. */
async function printed(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    await work();
  } finally {
    log.mockRestore();
  }
  return lines.join('\n');
}

describe('npm run canary and npm run rollback, as ops type them', () => {
  it('start a canary, change its share, and end it with a rollback that leaves current as it was', async () => {
    const { store, dir, live, next } = await stagedSite();
    await put(store, `${pageStore(shellId, 'legal', next)}${PAGE}`, 'canary page');
    const fn = () => readFileSync(join(dir, 'cloudfront-viewer-request.js'), 'utf8');

    expect(await printed(() => canary(['legal', next, '10', '--target', dir]))).toBe(`mfe-legal canary ${next} now goes to 10% of visitors; the others keep ${live}.`);
    expect((await registryOf(store)).remotes.legal?.canary).toEqual({ version: next, percent: 10 });
    expect(fn()).toContain('"percent": 10');

    expect(await printed(() => canary(['legal', '--target', dir, '35']))).toBe(`mfe-legal canary ${next} now goes to 35% of visitors; the others keep ${live}.`);
    expect(fn()).toContain('"percent": 35');

    expect(await printed(() => rollback(['legal', `--target=${dir}`]))).toMatch(new RegExp(`^mfe-legal canary ${next} ended in \\d+ ms: every visitor gets ${live}`));
    const record = (await registryOf(store)).remotes.legal;
    expect(record).toMatchObject({ current: live, staged: [next] });
    expect(record?.canary).toBeUndefined();
    expect(fn()).toContain('const CANARIES = [];');
  });

  it('refuse a change with no canary, a share out of range, a version not staged and an unknown flag, in one line, changing nothing', async () => {
    const { store, dir, next, live } = await stagedSite();
    await expect(canary(['legal', '--target', dir, '25'])).rejects.toThrow(/^mfe-legal has no canary: start one with npm run canary -- legal <staged version> <percent>\. The registry was not changed\.$/);
    await expect(canary(['legal', next, '100', '--target', dir])).rejects.toThrow(/'100' is not a share of visitors/);
    // A negative share is a share out of range, not an unknown flag.
    await expect(canary(['legal', next, '-5', '--target', dir])).rejects.toThrow(/^'-5' is not a share of visitors: give a percentage above 0 and below 100/);
    await expect(canary(['legal', '-5', '--target', dir])).rejects.toThrow(/^'-5' is not a share of visitors/);
    await expect(canary(['legal', live, '5', '--target', dir])).rejects.toThrow(`mfe-legal has no staged version ${live}.`);
    await expect(canary(['legal', next, '5', '--target', dir, '--share', '5'])).rejects.toThrow(/Unknown argument '--share'/);
    expect((await registryOf(store)).remotes.legal?.canary).toBeUndefined();
  });
});
