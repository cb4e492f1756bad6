/**
 * @jest-environment node
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRoute } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { makeSiteRoot, startSite, type RunningSite } from './test-site';

const route: RemoteRoute = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };
const legal = remoteRecord('legal', '1.0.1', { staged: ['1.0.2'], canary: { version: '1.0.2', percent: 50 }, routes: [route] });
/** A registry running legal's 1.0.2 as a canary. */
const GOOD = JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal } });

const served = async (site: RunningSite): Promise<[number, string]> => {
  const response = await fetch(`${site.base}/registry.json`);
  return [response.status, await response.text()];
};
/** Whether a visitor without a cohort is given one: what the server does only while a canary runs. */
const canaryRuns = async (site: RunningSite): Promise<boolean> => (await fetch(`${site.base}/privacy-policy`)).headers.get('set-cookie') !== null;

async function siteWithRegistry(text: string | null, logged: string[]): Promise<RunningSite> {
  const root = makeSiteRoot();
  if (text === null) rmSync(join(root, 'registry.json'));
  else writeFileSync(join(root, 'registry.json'), text);
  return startSite({ root, log: (message) => logged.push(message) });
}

describe('registry.json while serving', () => {
  it('keeps the last good registry through each broken edit, logs each once, and takes the next valid one', async () => {
    const logged: string[] = [];
    const site = await siteWithRegistry(GOOD, logged);
    const file = join(site.root, 'registry.json');
    const edits: readonly (readonly [string, () => void, RegExp])[] = [
      ['not JSON', () => writeFileSync(file, '{"schema":1,'), /registry\.json is not valid JSON/],
      ['empty', () => writeFileSync(file, ''), /registry\.json is not valid JSON/],
      ['an array', () => writeFileSync(file, '[]'), /registry\.json is not a valid registry/],
      ['of the wrong types', () => writeFileSync(file, JSON.stringify({ schema: 1, updatedAt: 7, remotes: { legal: { ...legal, current: 7 } } })), /registry\.json is not a valid registry: .*updatedAt/],
      ['deleted', () => rmSync(file), /registry\.json was removed/],
      ['a folder', () => mkdirSync(file), /registry\.json is not a regular file but a folder/],
    ];
    try {
      for (const [edit, make, message] of edits) {
        const before = logged.length;
        make();
        expect([edit, await served(site), await served(site)]).toEqual([edit, [200, GOOD], [200, GOOD]]);
        expect([edit, logged.slice(before)]).toEqual([edit, [expect.stringMatching(message)]]);
        expect(logged.at(-1)).toMatch(/: keeping the last good registry$/);
      }
      rmSync(file, { recursive: true });
      const next = JSON.stringify({ schema: 1, updatedAt: '2026-11-29T00:00:00Z', remotes: {} });
      writeFileSync(file, next);
      expect(await served(site)).toEqual([200, next]);
      expect(logged.at(-1)).toMatch(/registry\.json reloaded/);
    } finally {
      await site.close();
    }
  });

  it('keeps a running canary through a broken edit', async () => {
    const site = await siteWithRegistry(GOOD, []);
    try {
      expect(await canaryRuns(site)).toBe(true);
      writeFileSync(join(site.root, 'registry.json'), '{"schema":1,');
      // The canary choice reads the registry at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await canaryRuns(site)).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('serves a folder without a registry at start as before (404, no canary), and takes one that appears', async () => {
    const logged: string[] = [];
    const site = await siteWithRegistry(null, logged);
    try {
      expect((await served(site))[0]).toBe(404);
      expect(await canaryRuns(site)).toBe(false);
      writeFileSync(join(site.root, 'registry.json'), GOOD);
      expect(await served(site)).toEqual([200, GOOD]);
      expect(logged).toEqual([expect.stringMatching(/registry\.json reloaded/)]);
    } finally {
      await site.close();
    }
  });

  it('logs an invalid registry at start once, and runs no canary on it', async () => {
    const logged: string[] = [];
    const site = await siteWithRegistry(JSON.stringify({ ...JSON.parse(GOOD), schema: 2 }), logged);
    try {
      expect(await canaryRuns(site)).toBe(false);
      expect(logged).toEqual([expect.stringMatching(/registry\.json is not a valid registry: schema is 2, not 1: no registry is in force until it is valid$/)]);
    } finally {
      await site.close();
    }
  });
});
