/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { inCanary, type RemoteRoute } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { createCanaryChooser } from './canary-pages';
import { openRegistrySource, registryInForce } from './registry-source';

/** The chooser as the server makes it: over the deploy folder's registry in force. */
const chooserOf = (root: string, random?: () => number) => createCanaryChooser(root, registryInForce(openRegistrySource(root, () => undefined)), random);
import { tempDir } from '../jest/temp-dir';

const TEMPLATE = '<!doctype html><html><body><div id="root"></div></body></html>';
const shellId = createHash('sha256').update(TEMPLATE).digest('hex').slice(0, 12);
const route: RemoteRoute = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };

/** A deploy folder whose registry runs legal's 1.0.2 as a canary at `percent`, with its stored pages. */
function site(percent: number | undefined): string {
  const root = join(tempDir('canary-'), 'dist');
  mkdirSync(root, { recursive: true });
  const record = remoteRecord('legal', '1.0.1', { staged: ['1.0.2'], routes: [route], ...(percent ? { canary: { version: '1.0.2', percent } } : {}) });
  writeFileSync(join(root, 'registry.json'), JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: record } }));
  const pages = join(`${root}-private`, 'pages', shellId, 'legal', '1.0.2');
  mkdirSync(join(pages, 'ar'), { recursive: true });
  writeFileSync(join(`${root}-private`, 'template.html'), TEMPLATE);
  writeFileSync(join(pages, 'privacy-policy.html'), 'canary page');
  writeFileSync(join(pages, 'ar', 'privacy-policy.html'), 'canary page in Arabic');
  return root;
}

describe('the canary choice of npm start', () => {
  it("serves a visitor in the share the canary's stored page, in any locale, and keeps everyone else on current", () => {
    const choose = chooserOf(site(50));
    const inside = Array.from({ length: 200 }, (_, i) => i * 7919).find((cohort) => inCanary(cohort, 'legal', 50));
    const outside = Array.from({ length: 200 }, (_, i) => i * 7919).find((cohort) => !inCanary(cohort, 'legal', 50));
    expect(choose('/privacy-policy', `bbg-cohort=${inside}`, false)).toEqual({ file: expect.stringMatching(/-private\/pages\/[0-9a-f]{12}\/legal\/1\.0\.2\/privacy-policy\.html$/) });
    expect(choose('/ar/privacy-policy', `bbg-cohort=${inside}`, false).file).toMatch(/legal\/1\.0\.2\/ar\/privacy-policy\.html$/);
    expect(choose('/privacy-policy', `bbg-cohort=${outside}`, false)).toEqual({});
    // A page the canary does not own, or one it has no stored copy of: the current one.
    expect(choose('/about-us', `bbg-cohort=${inside}`, false)).toEqual({});
    expect(choose('/fr/privacy-policy', `bbg-cohort=${inside}`, false)).toEqual({});
  });

  it('gives a visitor without a valid cohort a new one, in a first-party cookie, and chooses with it', () => {
    const choose = chooserOf(site(50), () => 0.25);
    const choice = choose('/privacy-policy', 'bbg-cohort=forged', true);
    expect(choice.cookie).toBe('bbg-cohort=1073741824; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(choice.file !== undefined).toBe(inCanary(1073741824, 'legal', 50));
  });

  it('sets no cookie and changes nothing while no canary runs', () => {
    expect(chooserOf(site(undefined))('/privacy-policy', undefined, false)).toEqual({});
  });

  it('never waits on a page template that is a FIFO, or fails on one it cannot read: the current page is served', () => {
    const root = site(50);
    const template = join(`${root}-private`, 'template.html');
    const inside = Array.from({ length: 200 }, (_, i) => i * 7919).find((cohort) => inCanary(cohort, 'legal', 50));
    rmSync(template);
    execFileSync('mkfifo', [template]);
    expect(chooserOf(root)('/privacy-policy', `bbg-cohort=${inside}`, false)).toEqual({});
    rmSync(template);
    mkdirSync(template);
    expect(chooserOf(root)('/privacy-policy', `bbg-cohort=${inside}`, false)).toEqual({});
  });

  it('puts about the share asked for in the canary, over many new visitors', () => {
    let n = 0;
    const choose = chooserOf(site(25), () => ((n += 1) * 0.6180339887) % 1);
    const served = Array.from({ length: 400 }, () => choose('/privacy-policy', undefined, false)).filter((choice) => choice.file).length;
    expect(served / 400).toBeGreaterThan(0.15);
    expect(served / 400).toBeLessThan(0.35);
  });
});
