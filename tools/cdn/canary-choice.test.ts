/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inCanary } from '@bbg/contract';
import { endCanary, setCanaryShare, startCanary, writeCanary } from '../deploy/canary';
import { legal, PAGE, put, shellId, stagedSite } from '../deploy/staged-site.fixture';
import { pageStore } from '../prerender/page-store';
import { createCanaryChooser } from '../server/canary-pages';
import { findServedFile } from '../server/find-file';
import { openRegistrySource, registryInForce } from '../server/registry-source';
import { VIEWER_REQUEST_FILE } from './viewer-request';
import { viewerRequest } from './viewer-request.fixture';

/** The function the deploy folder holds now, run as CloudFront runs it, for a request with these cookies. */
function cdnFunction(dir: string): (path: string, cookies: Record<string, { value: string }>) => string {
  const answer = viewerRequest(readFileSync(join(dir, VIEWER_REQUEST_FILE), 'utf8'));
  return (path, cookies) => answer(encodeURI(path), cookies).uri ?? '';
}

/**
 * A deploy folder running legal's staged version as a canary at 30%, its pages stored in English and Arabic, with the
 * current pages of the home page and legal in every locale, and app.html.
 */
async function canarySite() {
  const site = await stagedSite();
  await Promise.all(['index.html', 'fr.html', 'ar.html', `fr/${PAGE}`, `ar/${PAGE}`, 'app.html'].map((file) => put(site.store, file, `current ${file}`)));
  const stored = pageStore(shellId, 'legal', site.next);
  await Promise.all([put(site.store, `${stored}${PAGE}`, 'canary page'), put(site.store, `${stored}ar/${PAGE}`, 'canary page in Arabic')]);
  await writeCanary(site.store, legal, (registry) => startCanary(registry, legal, site.next, 30), 'the canary');
  return site;
}

// Each page also spelt with a trailing slash, which names the same page on both.
const PATHS = ['/privacy-policy', '/ar/privacy-policy', '/fr/privacy-policy', '/about-us', '/', '/fr', '/ar'].flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
// And 17970, which falls exactly at 30.00 for legal: just outside a 30 % share, for the CDN as for the server.
const COHORTS = [...Array.from({ length: 300 }, (_, i) => (i * 2654435761) % 4294967296), 17970];

describe('the CDN function and npm start choose the same canary pages', () => {
  it('on the same cookies: the same visitors get the canary, with the same page', async () => {
    const { dir } = await canarySite();
    const cdn = cdnFunction(dir);
    const server = createCanaryChooser(dir, registryInForce(openRegistrySource(dir, () => undefined)));
    let canaryVisitors = 0;
    for (const cohort of COHORTS) {
      for (const path of PATHS) {
        const uri = cdn(path, { 'bbg-cohort': { value: String(cohort) } });
        const { file } = server(path, `bbg-cohort=${cohort}`, false);
        expect([path, cohort, uri.startsWith('/canary/')]).toEqual([path, cohort, file !== undefined]);
        // The CDN's object is a public copy of the very page the server serves.
        if (file) expect(readFileSync(join(dir, decodeURI(uri)), 'utf8')).toBe(readFileSync(file, 'utf8'));
        // Anyone else gets the file npm start serves.
        else expect([path, uri]).toEqual([path, `/${encodeURI(findServedFile(dir, path, '')?.name ?? '')}`]);
      }
      if (inCanary(cohort, 'legal', 30)) canaryVisitors += 1;
    }
    // Enough of both kinds that the comparison means something: about 30% in the share.
    expect(canaryVisitors).toBeGreaterThan(60);
    expect(canaryVisitors).toBeLessThan(120);
    // A page the canary has no copy of (French, here) is the current one for everyone, on both.
    expect(cdn('/fr/privacy-policy', { 'bbg-cohort': { value: String(COHORTS.find((c) => inCanary(c, 'legal', 30))) } })).toBe('/fr/privacy-policy.html');
  });

  it('gives a visitor without a valid cohort the current page, as the server does before its cookie is set', async () => {
    const { dir } = await canarySite();
    const cdn = cdnFunction(dir);
    for (const value of ['', 'forged', '-1', '4294967296', '01']) expect(cdn('/privacy-policy', { 'bbg-cohort': { value } })).toBe(`/${PAGE}`);
    expect(cdn('/privacy-policy', {})).toBe(`/${PAGE}`);
  });

  it('follows a change of share, and the end of the canary, as soon as the function is deployed again', async () => {
    const { dir, store } = await canarySite();
    const cohort = COHORTS.find((c) => !inCanary(c, 'legal', 30) && inCanary(c, 'legal', 80)) ?? -1;
    const cookies = { 'bbg-cohort': { value: String(cohort) } };
    expect(cdnFunction(dir)('/privacy-policy', cookies)).toBe(`/${PAGE}`);
    await writeCanary(store, legal, (registry) => setCanaryShare(registry, legal, 80), 'the canary');
    expect(cdnFunction(dir)('/privacy-policy', cookies)).toMatch(/^\/canary\/legal\/[0-9a-f]{12}\/[^/]+\/privacy-policy\.html$/);
    await writeCanary(store, legal, (registry) => endCanary(registry, legal), 'the end of the canary');
    expect(cdnFunction(dir)('/privacy-policy', cookies)).toBe(`/${PAGE}`);
    expect(readFileSync(join(dir, VIEWER_REQUEST_FILE), 'utf8')).toContain('const CANARIES = [];');
  });
});
