import { pagePaths, paths } from '@bbg/contract';
import { routes as about } from '../mfe-about/src/app/routes';
import { routes as brands } from '../mfe-brands/src/app/routes';
import { routes as contact } from '../mfe-contact/src/app/routes';
import { routes as legal } from '../mfe-legal/src/app/routes';
import { routes as media } from '../mfe-media/src/app/routes';

describe('the site\u2019s path table', () => {
  it('is exactly the shell\u2019s home page and the routes the remotes publish, each once', () => {
    const published = [...about, ...brands, ...media, ...contact, ...legal].map((route) => route.path);
    expect([...Object.values(paths)].sort()).toEqual(['/', ...published].sort());
    expect(new Set(Object.values(paths)).size).toBe(Object.values(paths).length);
  });

  it('lists every route without a parameter as a page: 39 remote pages and the home page', () => {
    expect(pagePaths).toHaveLength(40);
    expect(pagePaths).not.toContain(paths.newsletter);
    expect(pagePaths).toContain('/t&c');
  });
});
