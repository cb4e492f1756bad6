/**
 * @jest-environment node
 */
import type { Registry, RemoteRoute } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { tempDir } from '../jest/temp-dir';
import { describeRemotes, run } from './remotes';

const route = (path: string, expose: `./${string}`, title: string): RemoteRoute => ({ path, expose, title, layout: 'main' });

const privacy = route('/privacy-policy', './privacy-policy', 'Privacy Policy');
const cookies = route('/cookie-policy', './cookie-policy', 'Cookie Policy');

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    legal: remoteRecord('legal', '1.1.0-b', {
      previous: ['1.0.0-a'],
      staged: ['1.2.0-c'],
      versions: { '1.0.0-a': remoteVersion('legal', '1.0.0-a', [privacy]), '1.1.0-b': remoteVersion('legal', '1.1.0-b', [privacy, cookies]) },
    }),
  },
};

describe('npm run remotes', () => {
  it('gives each remote its current version, what it can go back to and what is staged, or says it is not released', () => {
    expect(describeRemotes(registry, ['legal', 'careers'])).toEqual([
      'legal    current 1.1.0-b (2 routes); can go back to: 1.0.0-a; staged: 1.2.0-c',
      'careers  not released',
    ]);
  });

  it('names the versions only rollback --to reaches: one rolled back from, never current or a staged one', () => {
    const legal = registry.remotes.legal!;
    const staged = { ...remoteVersion('legal', '1.2.0-c'), publishedAt: '2026-01-03T00:00:00Z' };
    // After `npm run rollback -- legal`: 1.1.0-b is no longer in the history, but its record stays, for a roll forward.
    const rolledBack = { ...legal, current: '1.0.0-a', previous: [], versions: { ...legal.versions, '1.2.0-c': staged } };
    expect(describeRemotes({ ...registry, remotes: { legal: rolledBack } }, ['legal'])).toEqual(['legal    current 1.0.0-a (1 route); can go back to: none; --to also reaches: 1.1.0-b; staged: 1.2.0-c']);
  });

  it('counts one route as one', () => {
    const careers = remoteRecord('careers', '1.0.0-a', { routes: [route('/careers', './careers', 'Careers')] });
    expect(describeRemotes({ ...registry, remotes: { careers } }, ['careers'])).toEqual(['careers  current 1.0.0-a (1 route); can go back to: none; staged: none']);
  });

  it("lists the routes of each remote's current version with --routes, not those of older versions", () => {
    const lines = describeRemotes(registry, ['legal'], true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^ {2}\/privacy-policy +\.\/privacy-policy +Privacy Policy$/);
    expect(lines[2]).toMatch(/^ {2}\/cookie-policy +\.\/cookie-policy +Cookie Policy$/);
  });

  it('says so when the target holds no registry (a mistyped folder), rather than listing every remote as unreleased', async () => {
    const empty = tempDir('no-registry-');
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await run(['--target', empty]);
      expect(log.mock.calls[0]?.[0]).toBe(`No registry in ${empty}: nothing was released there (npm run build publishes the site).`);
    } finally {
      log.mockRestore();
    }
  });
});
