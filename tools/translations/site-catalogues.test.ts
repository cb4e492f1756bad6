/**
 * @jest-environment node
 */
import { appPath, remoteApps, shellApp } from '../apps';
import { catalogueProblems } from './catalogue';
import { sitePagePaths } from './page-paths';

// What the build checks before it compiles an app, for every app at once: a broken catalogue fails `npm test` too.
describe("every app's catalogues", () => {
  it.each([shellApp, ...remoteApps].map((app) => [app.dir, app] as const))("%s: each locale's has English's keys, lists, ids and links, and every link opens a page", async (_dir, app) => {
    expect(catalogueProblems(appPath(app), await sitePagePaths())).toEqual([]);
  });
});
