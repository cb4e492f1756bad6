import type { RemoteRoute } from '@bbg/contract';
import { routeFile, servedFilesOf } from './route-file';

const route = (path: string): RemoteRoute => ({ path, expose: './page', title: 'Page', layout: 'main' });

describe('the files routes are served from', () => {
  it('names a file per route and locale, the home page and the locales\u2019 homes included', () => {
    expect(['/', '/about-us', '/fr', '/fr/about-us', '/ar'].map(routeFile)).toEqual(['index.html', 'about-us.html', 'fr.html', 'fr/about-us.html', 'ar.html']);
  });

  it('lists the pre-rendered routes of a version in every locale, and no route with parameters', () => {
    expect(servedFilesOf([route('/t&c'), route('/newsletter/:id')])).toEqual(['t&c.html', 'fr/t&c.html', 'ar/t&c.html']);
  });
});
