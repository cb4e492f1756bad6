import { existsSync } from 'node:fs';
import { LOCALES, type RemoteRoute } from '@bbg/contract';
import { appPath, type AppInfo, type RemoteInfo } from '../apps';
import { readJsonFile } from '../json-file';
import { DeployError } from './deploy-error';

type RouteHeads = Readonly<Record<string, { readonly title: string; readonly description: string } | undefined>>;

/** A locale's titles and descriptions of the remote's routes (src/content/<locale>/route-heads.json), by path. */
function routeHeads(app: AppInfo, locale: string): { readonly file: string; readonly heads: RouteHeads } {
  const file = appPath(app, `src/content/${locale}/route-heads.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: every locale names each route's title and description`);
  const heads = readJsonFile(file);
  if (typeof heads !== 'object' || heads === null || Array.isArray(heads)) throw new Error(`${file} is not an object of routes by path`);
  return { file, heads: heads as RouteHeads };
}

/**
 * The remote's route list, emitted into its build so it is published with the release: each route with its title
 * and description in every locale (English's in the route itself). A route a locale does not name fails the build.
 */
export async function remoteRoutes(app: RemoteInfo): Promise<readonly RemoteRoute[]> {
  const module = (await import(appPath(app, 'src/app/routes.ts'))) as { routes: readonly RemoteRoute[] };
  const others = LOCALES.filter((locale) => locale !== 'en').map((locale) => ({ locale, ...routeHeads(app, locale) }));
  return module.routes.map((route) => ({
    ...route,
    heads: Object.fromEntries(
      others.map(({ locale, file, heads }) => {
        const head = heads[route.path];
        if (!head?.title || !head.description) throw new DeployError(`${file} has no title and description for ${route.path}`);
        return [locale, { title: head.title, description: head.description }];
      }),
    ),
  }));
}

