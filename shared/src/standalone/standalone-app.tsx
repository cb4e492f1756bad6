import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageLoaders, RemoteRoute } from '../contract';
import { loadRuntimeConfig } from '../config/load-runtime-config';
import { RouterNavigation } from '../navigation/router-navigation';
import { browserLocation } from '../navigation/router/location-source';
import { Link, Navigate, Outlet, RouterProvider, useLocation } from '../navigation/router/router';
import { PageLoadedProvider, RuntimeConfigProvider } from '@bbg/shared/platform';
import { ToastHost } from '../ui/toasts/toasts';
import '../styles/fonts.css';
import '../styles/tokens.css';
import './standalone-base.css';
import styles from './standalone-app.module.css';

interface StandaloneOptions<Routes extends readonly RemoteRoute[]> {
  /** The app's folder name, shown in the frame so QA know what they are looking at. */
  readonly appName: string;
  readonly routes: Routes;
  readonly pages: PageLoaders<Routes>;
}

function Frame({ appName, routes }: { readonly appName: string; readonly routes: readonly RemoteRoute[] }) {
  const { pathname } = useLocation();
  return (
    <RouterNavigation>
      <PageLoadedProvider pathname={pathname}>
        <header className={styles.header}>
          <strong>{appName} · standalone</strong>
          <nav aria-label="Pages of this remote">
            <ul className={styles.list}>
              {routes.map((route) => (
                <li key={route.path}>
                  <Link className={styles.link} to={route.path.replace(/:(\w+)/g, '1')}>
                    {route.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <ToastHost />
        <main id="main">
          <Outlet />
        </main>
      </PageLoadedProvider>
    </RouterNavigation>
  );
}

/** A remote on its own for QA: its own pages in a minimal frame with its own router, same contract. */
export async function renderStandalone<Routes extends readonly RemoteRoute[]>({ appName, routes, pages }: StandaloneOptions<Routes>) {
  const config = await loadRuntimeConfig();
  const loaders: Record<string, () => Promise<{ readonly Page: ComponentType }>> = pages;
  const children = routes.map((route) => {
    const load = loaders[route.expose];
    if (!load) throw new Error(`${appName}: no page loader for ${route.expose}`);
    const Page = lazy(() => load().then((module) => ({ default: module.Page })));
    return { path: route.path, element: <Suspense fallback={null}><Page /></Suspense> };
  });
  const first = (routes[0]?.path ?? '/').replace(/:(\w+)/g, '1');
  const table = [
    {
      element: <Frame appName={appName} routes={routes} />,
      children: [...children, { path: '*', element: <Navigate to={first} replace /> }],
    },
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <RouterProvider routes={table} source={browserLocation()} />
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
