import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_INFO, localeOfPath, localePrefix, type PageTable, type RemoteRoute } from '@bbg/contract';
import { loadRuntimeConfig, pageInLocale } from '@bbg/runtime';
import { RouterNavigation, browserNavigator, Link, Navigate, Outlet, RouterProvider, useLocation } from '@bbg/router';
import { KitWordsProvider, LocaleProvider, PageLoadedProvider, RuntimeConfigProvider } from '@bbg/platform';
import { kitWords, ToastHost } from '@bbg/kit';
import '@bbg/kit/fonts.css';
import '@bbg/kit/tokens.css';
import '@bbg/kit/base.css';
import styles from './standalone-app.module.css';

interface StandaloneOptions<Pages extends PageTable> {
  /** The app's folder name, shown in the frame so QA know what they are looking at. */
  readonly appName: string;
  readonly routes: readonly (RemoteRoute & { readonly expose: keyof Pages & string })[];
  /** The remote's page table (src/app/routes.ts), the one the build exposes. */
  readonly pages: Pages;
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

/**
 * A remote on its own for QA: its own pages in a minimal frame with its own router, same contract. In the locale its
 * URL names, as on the site (`/fr/privacy-policy`), with that locale's copy.
 */
export async function renderStandalone<Pages extends PageTable>({ appName, routes, pages }: StandaloneOptions<Pages>) {
  const locale = localeOfPath(window.location.pathname);
  document.documentElement.lang = LOCALE_INFO[locale].lang;
  document.documentElement.dir = LOCALE_INFO[locale].dir;
  const config = await loadRuntimeConfig();
  const children = routes.map((route) => {
    const page = pages[route.expose];
    if (!page) throw new Error(`${appName}: no page loader for ${route.expose}`);
    const Page = lazy(() => page.load().then(async (module) => ({ default: await pageInLocale(module, locale) })));
    // The same props the shell gives the page, so it behaves alone as it does in the site.
    return { path: route.path, element: <Suspense fallback={null}><Page route={route} /></Suspense> };
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
        <LocaleProvider locale={locale}>
          {/* The kit's English: the shell's words in each locale are the shell's, and it is not here. */}
          <KitWordsProvider words={kitWords}>
            <RouterProvider navigator={browserNavigator(table, undefined, localePrefix(locale))} />
          </KitWordsProvider>
        </LocaleProvider>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
