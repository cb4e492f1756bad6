import { existsSync } from 'node:fs';
import { LOCALES, type RemoteRoute } from '@bbg/contract';
import { appPath, type AppInfo, type RemoteInfo } from '../apps';

type RouteHeads = Readonly<Record<string, { readonly title: string; readonly description: string } | undefined>>;

/** A locale's titles and descriptions of the remote's routes (src/content/<locale>/route-heads.ts). */
async function routeHeads(app: AppInfo, locale: string): Promise<{ readonly file: string; readonly heads: RouteHeads }> {
  const file = appPath(app, `src/content/${locale}/route-heads.ts`);
  if (!existsSync(file)) throw new Error(`${file} is missing: every locale names each route's title and description`);
  const module = (await import(file)) as { routeHeads?: RouteHeads };
  if (!module.routeHeads) throw new Error(`${file} exports no routeHeads`);
  return { file, heads: module.routeHeads };
}

/**
 * The remote's route list, emitted into its build so it is published with the release: each route with its title
 * and description in every locale (English's in the route itself). A route a locale does not name fails the build.
 */
export async function remoteRoutes(app: RemoteInfo): Promise<readonly RemoteRoute[]> {
  const module = (await import(appPath(app, 'src/app/routes.ts'))) as { routes: readonly RemoteRoute[] };
  const others = await Promise.all(LOCALES.filter((locale) => locale !== 'en').map(async (locale) => ({ locale, ...(await routeHeads(app, locale)) })));
  return module.routes.map((route) => ({
    ...route,
    heads: Object.fromEntries(
      others.map(({ locale, file, heads }) => {
        const head = heads[route.path];
        if (!head?.title || !head.description) throw new Error(`${file} has no title and description for ${route.path}`);
        return [locale, { title: head.title, description: head.description }];
      }),
    ),
  }));
}

