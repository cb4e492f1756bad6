import { remoteApp } from '../apps';
import { exposesOf } from './exposes-of';
import * as about from '../../mfe-about/src/app/routes';
import * as brands from '../../mfe-brands/src/app/routes';
import * as contact from '../../mfe-contact/src/app/routes';
import * as legal from '../../mfe-legal/src/app/routes';
import * as media from '../../mfe-media/src/app/routes';

const remotes = { about, brands, contact, legal, media } as const;

describe('exposes derived from each remote\u2019s page table', () => {
  it.each(Object.entries(remotes))('%s: one expose per page of the table, each a file; every page serves a route and every route names a page', (id, { pages, routes }) => {
    const exposes = exposesOf(remoteApp(id as keyof typeof remotes));
    expect(Object.keys(exposes)).toEqual(Object.keys(pages));
    for (const file of Object.values(exposes)) expect(file).toMatch(/^\.\/src\/pages\/[a-z-]+\/[a-z-]+\.tsx$/);
    expect(new Set(routes.map((route) => route.expose))).toEqual(new Set(Object.keys(pages)));
  });

  it('names the page files as the build took them before (legal)', () => {
    expect(exposesOf(remoteApp('legal'))).toEqual({
      './privacy-policy': './src/pages/privacy-policy/privacy-policy-page.tsx',
      './terms': './src/pages/terms/terms-page.tsx',
    });
  });

  it('refuses a table with no page, or a page whose file does not exist', () => {
    expect(() => exposesOf(remoteApp('legal'), 'export const pages = {};')).toThrow('declares no page');
    expect(() => exposesOf(remoteApp('legal'), "  './x': () => import('../pages/missing/missing-page'),")).toThrow('./src/pages/missing/missing-page.tsx does not exist');
  });
});
