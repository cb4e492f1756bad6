import type { PageTable, PathTable, RemoteRoute } from '@bbg/contract';
import { appPath, remoteApps } from './apps';
import { paths as shellPaths } from '../shell/src/app/paths';

interface RemoteTables {
  readonly routes: readonly RemoteRoute[];
  readonly pages: PageTable;
  readonly paths: PathTable;
}

/** Each remote's route table and path table, found as the tools find remotes: from the workspaces, by path. */
const tables = (): Promise<[string, RemoteTables][]> =>
  Promise.all(
    remoteApps.map(async (remote): Promise<[string, RemoteTables]> => {
      const { routes, pages } = (await import(appPath(remote, 'src/app/routes.ts'))) as Pick<RemoteTables, 'routes' | 'pages'>;
      const { paths } = (await import(appPath(remote, 'src/app/paths.ts'))) as Pick<RemoteTables, 'paths'>;
      return [remote.dir, { routes, pages, paths }];
    }),
  );

describe('the site\u2019s paths, each declared by the app that owns it', () => {
  // A team adds a page or a remote inside its own folder (the README's recipes): the counts here are a fresh clone's.
  it('finds the remotes of this checkout from the workspaces, the five of a fresh clone first', () => {
    expect(remoteApps.map((remote) => remote.id).slice(0, 5)).toEqual(['about', 'brands', 'media', 'contact', 'legal']);
  });

  it('gives each remote exactly one route per path of its own table', async () => {
    for (const [dir, { routes, paths }] of await tables()) {
      expect([dir, routes.map((route) => route.path).sort()]).toEqual([dir, Object.values(paths).sort()]);
    }
  });

  it('claims every path once across the shell and the remotes, in any case: 39 remote pages, the home page and /newsletter/:id', async () => {
    const all = [...Object.values(shellPaths), ...(await tables()).flatMap(([, { paths }]) => Object.values(paths))];
    expect(new Set(all.map((path) => path.toLowerCase())).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(41);
  });
});
