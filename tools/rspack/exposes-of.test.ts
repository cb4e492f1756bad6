import { dirname, resolve } from 'node:path';
import type { PageTable, RemoteRoute } from '@bbg/contract';
import { appPath, remoteApp, remoteApps } from '../apps';
import { exposesOf, PAGES_FILE } from './exposes-of';
import * as legal from '../../mfe-legal/src/app/routes';

interface RouteModule {
  readonly pages: PageTable;
  readonly routes: readonly RemoteRoute[];
}

/** Every remote the workspaces declare: a new remote is checked without being listed here. */
const remoteIds = remoteApps.map((remote) => remote.id);
const tableOf = async (id: string): Promise<RouteModule> => (await import(appPath(remoteApp(id), PAGES_FILE))) as RouteModule;

describe('exposes derived from each remote\u2019s page table', () => {
  it.each(remoteIds)('%s: one expose per page of the table, each a file; every page serves a route and every route names a page', async (id) => {
    const { pages, routes } = await tableOf(id);
    const exposes = exposesOf(pages);
    expect(Object.keys(exposes)).toEqual(Object.keys(pages));
    for (const file of Object.values(exposes)) expect(file).toMatch(/^\.\/src\/pages\/[a-z-]+\/[a-z-]+\.tsx$/);
    expect(new Set(routes.map((route) => route.expose))).toEqual(new Set(Object.keys(pages)));
  });

  it.each(remoteIds)('%s: each page\u2019s loader gives the module of the file it declares', async (id) => {
    const { pages } = await tableOf(id);
    const tableDir = dirname(appPath(remoteApp(id), PAGES_FILE));
    for (const { file, load } of Object.values(pages)) {
      const declared: unknown = await import(resolve(tableDir, file));
      expect(await load()).toBe(declared);
    }
  });

  it('names the page files as the build took them before (legal; a page the team adds joins them)', () => {
    expect(exposesOf(legal.pages)).toMatchObject({
      './privacy-policy': './src/pages/privacy-policy/privacy-policy-page.tsx',
      './terms': './src/pages/terms/terms-page.tsx',
    });
  });

  it('refuses a table with no page', () => {
    expect(() => exposesOf({})).toThrow('declares no page');
  });
});
