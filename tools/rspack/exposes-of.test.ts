import { dirname, resolve } from 'node:path';
import type { PageTable } from '@bbg/contract';
import { appPath, remoteApp } from '../apps';
import { exposesOf, PAGES_FILE } from './exposes-of';
import * as about from '../../mfe-about/src/app/routes';
import * as brands from '../../mfe-brands/src/app/routes';
import * as contact from '../../mfe-contact/src/app/routes';
import * as legal from '../../mfe-legal/src/app/routes';
import * as media from '../../mfe-media/src/app/routes';

const remotes = { about, brands, contact, legal, media } as const;

describe('exposes derived from each remote\u2019s page table', () => {
  it.each(Object.entries(remotes))('%s: one expose per page of the table, each a file; every page serves a route and every route names a page', (id, { pages, routes }) => {
    const exposes = exposesOf(pages);
    expect(Object.keys(exposes)).toEqual(Object.keys(pages));
    for (const file of Object.values(exposes)) expect(file).toMatch(/^\.\/src\/pages\/[a-z-]+\/[a-z-]+\.tsx$/);
    expect(new Set(routes.map((route) => route.expose))).toEqual(new Set(Object.keys(pages)));
  });

  it.each(Object.entries(remotes))('%s: each page\u2019s loader gives the module of the file it declares', async (id, { pages }) => {
    const tableDir = dirname(appPath(remoteApp(id as keyof typeof remotes), PAGES_FILE));
    for (const { file, load } of Object.values(pages as PageTable)) {
      const declared: unknown = await import(resolve(tableDir, file));
      expect(await load()).toBe(declared);
    }
  });

  it('names the page files as the build took them before (legal)', () => {
    expect(exposesOf(legal.pages)).toEqual({
      './privacy-policy': './src/pages/privacy-policy/privacy-policy-page.tsx',
      './terms': './src/pages/terms/terms-page.tsx',
    });
  });

  it('refuses a table with no page', () => {
    expect(() => exposesOf({})).toThrow('declares no page');
  });
});
