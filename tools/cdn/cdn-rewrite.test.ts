/**
 * @jest-environment node
 */
import { cdnObjectKey } from './cdn-rewrite';

const pages = new Set(['/', '/about-us', '/fr', '/ar', '/fr/about-us', '/ar/about-us']);

describe('cdnObjectKey', () => {
  it('answers a page path ending in slashes with its pre-rendered document, as npm start does', () => {
    const keys = ['/fr/', '/ar/', '/about-us/', '/fr/about-us/', '/about-us//', '/ar/about-us/'].map((path) => [path, cdnObjectKey(path, pages)]);
    expect(keys).toEqual([
      ['/fr/', 'fr.html'],
      ['/ar/', 'ar.html'],
      ['/about-us/', 'about-us.html'],
      ['/fr/about-us/', 'fr/about-us.html'],
      ['/about-us//', 'about-us.html'],
      ['/ar/about-us/', 'ar/about-us.html'],
    ]);
  });

  it('leaves / and paths without a trailing slash as they were', () => {
    expect(['/', '/fr', '/about-us', '/no-such-page/', '/static/js/a.js'].map((path) => cdnObjectKey(path, pages))).toEqual(['index.html', 'fr.html', 'about-us.html', 'app.html', 'static/js/a.js']);
  });

  it('answers 404 for a private path however many slashes end it', () => {
    for (const path of ['/.env/', '/enquiries.jsonl/', '/logs/vitals.jsonl//']) expect([path, cdnObjectKey(path, pages)]).toEqual([path, undefined]);
  });
});
