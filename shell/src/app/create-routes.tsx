import type { HeaderLook, Registry, RouteLayout } from '@bbg/contract';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject, isPath } from '@bbg/router';
import type { LoadedRegistry } from '../registry/load-registry';
import { RemotePage } from '../remotes/remote-page';
import { BareLayout } from '../layout/bare-layout';
import { MainLayout } from '../layout/main-layout';
import { RootFrame } from '../layout/root-frame';
import { VitalsReporter } from '../vitals/vitals-reporter';
import { HomeRoute } from '../pages/home/home-route';
import type { OwnedRoute } from './page-head';
import { PageMeta } from './page-meta';
import { paths } from './paths';
import { RouteError } from './route-error';

/** Every route the registry says a remote owns, each with its remote's record. */
export function ownedRoutes(registry: Registry): OwnedRoute[] {
  return Object.values(registry.remotes).flatMap((record) => {
    const version = record.versions[record.current];
    return version ? version.routes.map((route) => ({ record, route })) : [];
  });
}

/** A page outside every layout still sits in a main landmark (it has no chrome around it). */
const wrap = (layout: RouteLayout, page: ReactElement): ReactElement => (layout === 'none' ? <main id="main">{page}</main> : page);

function toRouteObjects(routes: readonly OwnedRoute[], layout: RouteLayout, registryUrl: string): RouteObject[] {
  return routes
    .filter(({ route }) => route.layout === layout)
    .map((owned) => ({
      path: owned.route.path,
      element: wrap(
        layout,
        <PageMeta owned={owned}>
          <RemotePage key={owned.route.path} record={owned.record} route={owned.route} registryUrl={registryUrl} />
        </PageMeta>,
      ),
    }));
}

/** The header look each route asks for (its remote says so in its route list; the shell knows no remote's paths). */
function headerLooks(routes: readonly OwnedRoute[]): (pathname: string) => HeaderLook {
  const light = routes.filter(({ route }) => route.header === 'light').map(({ route }) => route.path);
  return (pathname) => (light.some((path) => isPath(path, pathname)) ? 'light' : 'default');
}

/** The route table: the shell's own home page plus every route the registry says a remote owns. */
export function createRoutes(loaded: LoadedRegistry): RouteObject[] {
  const routes = ownedRoutes(loaded.registry);
  return [
    {
      element: (
        <RootFrame>
          <VitalsReporter registry={loaded.registry} />
        </RootFrame>
      ),
      errorElement: <RouteError />,
      children: [
        {
          element: <MainLayout headerOf={headerLooks(routes)} />,
          children: [
            { index: true, element: <PageMeta><HomeRoute /></PageMeta> },
            ...toRouteObjects(routes, 'main', loaded.baseUrl),
          ],
        },
        { element: <BareLayout />, children: toRouteObjects(routes, 'bare', loaded.baseUrl) },
        ...toRouteObjects(routes, 'none', loaded.baseUrl),
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}
