/**
 * @jest-environment node
 */
import { LOCALES, localizedPath } from '@bbg/contract';
import { sitePagePaths } from '@bbg/testing';
import { routeFile } from '../prerender/route-file';
import { cdnObjectKey } from './cdn-rewrite';
import { pageTable } from './page-table';
import { viewerRequestFunction } from './viewer-request';
import { viewerRequest } from './viewer-request.fixture';

const pagePaths = sitePagePaths();

/** The generated function, run as CloudFront runs it. */
const answer = viewerRequest(viewerRequestFunction(pageTable(pagePaths)));

/** The same, for the site's pages in every locale (`/fr`, `/ar/about-us`), as the build generates it. */
const answerInLocales = viewerRequest(viewerRequestFunction(pageTable(LOCALES.flatMap((locale) => pagePaths.map((path) => localizedPath(path, locale))))));

describe('the CloudFront viewer-request function', () => {
  it('maps every page to its pre-rendered document and / to index.html', () => {
    expect(answer('/').uri).toBe('/index.html');
    expect(answer('/about-us').uri).toBe('/about-us.html');
    for (const path of pagePaths) expect([path, answer(encodeURI(path)).uri]).toEqual([path, `/${encodeURI(routeFile(path))}`]);
    expect(answer('/t%26c').uri).toBe('/t&c.html');
  });

  it('maps a page path ending in slashes to the same document, as npm start does, and leaves / alone', () => {
    const documents = { '/fr/': '/fr.html', '/ar/': '/ar.html', '/about-us/': '/about-us.html', '/fr/about-us/': '/fr/about-us.html', '/about-us//': '/about-us.html', '/': '/index.html' };
    for (const [uri, document] of Object.entries(documents)) {
      expect([uri, answerInLocales(uri).uri]).toEqual([uri, document]);
    }
    expect(answerInLocales('/enquiries.jsonl/').statusCode).toBe(404);
  });

  it('sends every other path without a file extension to app.html, and leaves files alone', () => {
    for (const uri of ['/newsletter/12', '/no-such-page', '/no-such-page/', '/About-Us', '/constructor', '/__proto__', '/hasOwnProperty']) expect([uri, answer(uri).uri]).toEqual([uri, '/app.html']);
    for (const uri of ['/app.html', '/static/js/main.0123456789.js', '/remotes/legal/1.0.0-a/remoteEntry.js', '/remotes/legal/1.0.0-a/files', '/registry.json', '/favicon.ico', '/cloudfront-viewer-request.js']) {
      expect([uri, answer(uri).uri]).toEqual([uri, uri]);
    }
  });

  it('answers 404 for private paths in any encoding, and 400 for a path that does not decode', () => {
    for (const uri of ['/.server/render.cjs', '/%2Eserver/template.html', '/.server/pages/abc/legal/1.0.0-a/t&c.html', '/.env', '/x/.git/config', '/enquiries.jsonl', '/logs/vitals.JSONL']) {
      expect([uri, answer(uri).statusCode, answer(uri).uri]).toEqual([uri, 404, undefined]);
    }
    expect(answer('/%E0%A4%A').statusCode).toBe(400);
    expect(answer('/a%5Cb').statusCode).toBe(400);
    expect(answer('/a%00b').statusCode).toBe(400);
  });

  it('rewrites as cdnObjectKey does (what npm run serve-bucket uses)', () => {
    const pages = new Set<string>(pagePaths);
    for (const path of [...pagePaths, ...pagePaths.map((path) => `${path}/`), '/newsletter/1', '/nope', '/nope/', '/static/js/a.js', '/remotes/x/y/z', '/t&c', '/.server/a', '/a.jsonl', '/a.jsonl/']) {
      const key = cdnObjectKey(path, pages);
      expect([path, answer(encodeURI(path))]).toEqual([path, key === undefined ? expect.objectContaining({ statusCode: 404 }) : expect.objectContaining({ uri: `/${encodeURI(key)}` })]);
    }
  });

  it('stays within what CloudFront Functions accept (10 KB of code)', () => {
    expect(Buffer.byteLength(viewerRequestFunction(pageTable(pagePaths)))).toBeLessThan(10_240);
  });
});
