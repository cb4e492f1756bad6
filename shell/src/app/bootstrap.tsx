import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBrowserNavigator, RouterProvider, servedBranch, servedNavigator, type SiteNavigator } from '@bbg/router';
import { nextTask, whenIdle, loadRuntimeConfig, RootAdopted, setRenderState } from '@bbg/runtime';
import { LOCALE_INFO, localeOfPath, localePrefix, pathInLocale, PREVIEW_REPLACES_ATTRIBUTE, type Locale, type RemoteId } from '@bbg/contract';
import { startServedPage } from '../remotes/remote-page';
import { isServedVersionUnavailable } from '../remotes/served-version';
import { loadHome } from '../pages/home/home-route';
import { loadRegistry, type LoadedRegistry } from '../registry/load-registry';
import { askedPreview } from '../preview/preview-asked';
import { loadShellCopy, servedShellCopy } from '../content/shell-copy';
import { createRoutes } from './create-routes';
import { ShellProviders } from './shell-providers';
import { readServedCopy, readServedPage } from './served-page';
import { markPerformance, PAGE_CODE_MARK, ROOT_ADOPTED_MARK, ROUTER_CODE_MARK } from './performance-marks';
import '@bbg/kit/fonts.css';
import '@bbg/kit/tokens.css';
import '@bbg/kit/base.css';

/**
 * Can the served HTML be adopted? Yes for the shell's own pages and for a remote's page whose record is known. The
 * page's code starts loading here, beside the root's adoption: the header and footer do not wait for it, and the
 * page's slice is adopted once exactly the version that rendered it has arrived (or rendered afresh if it cannot).
 */
function startServedPageLoad({ registry, baseUrl, previewed }: LoadedRegistry, locale: Locale): boolean {
  const served = readServedPage();
  if (!served) return false;
  // Everything asked for before this mark is what the root's adoption needs (npm run size reads it).
  markPerformance(PAGE_CODE_MARK);
  if (!served.remote) {
    void loadHome(locale).catch(() => undefined);
    return true;
  }
  // A page of the remote this tab previews was rendered by its live version: rendered afresh with the staged one.
  if (served.remote === previewed) return false;
  const record = registry.remotes[served.remote as RemoteId];
  if (!record || !served.version || !served.expose) return false;
  startServedPage(record, served.version, served.expose, baseUrl, locale);
  return true;
}

/** React Router, off the critical path: loaded for the first client navigation, or once the adopted page is idle. */
const loadRouter = () =>
  loadBrowserNavigator().then((browserNavigator) => {
    markPerformance(ROUTER_CODE_MARK);
    return browserNavigator;
  });

/** A preview of a staged version, only when this tab asks for one: its code is never on a visitor's path. */
async function withAskedPreview(live: LoadedRegistry): Promise<LoadedRegistry> {
  const asked = askedPreview();
  if (asked === null) return live;
  try {
    return (await import('../preview/start-preview')).startPreview(live, asked);
  } catch (error) {
    console.error('The preview could not start; the live site is shown:', error);
    return live;
  }
}

async function start(): Promise<void> {
  // The document's locale, from its URL, for its whole life: another language is another document.
  const locale = localeOfPath(window.location.pathname);
  const basename = localePrefix(locale);
  // A served page carries the shell's words in its language; a client-rendered one fetches its locale's.
  const words = servedShellCopy(readServedCopy()) ?? loadShellCopy(locale);
  const [config, live, shellCopy] = await Promise.all([loadRuntimeConfig(), loadRegistry(window.location.origin), words]);
  const loaded = await withAskedPreview(live);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  document.documentElement.dataset.registry = loaded.source;
  const routes = createRoutes(loaded);
  const branch = servedBranch(routes, pathInLocale(window.location.pathname));
  const hydrate = branch !== null && root.hasChildNodes() && startServedPageLoad(loaded, locale);
  // Adopted below, or replaced in this same task: the page the boot script hid for a preview shows again either way.
  document.documentElement.removeAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  let navigator: SiteNavigator;
  let warm = (): void => undefined;
  if (hydrate) {
    const served = servedNavigator(routes, branch, loadRouter, basename);
    navigator = served;
    warm = () => void whenIdle(served.warm);
  } else {
    navigator = (await loadRouter())(routes, undefined, basename);
  }
  const rootLive = (): void => {
    markPerformance(ROOT_ADOPTED_MARK);
    warm();
  };
  const app = (
    <ShellProviders config={config} locale={locale} copy={shellCopy}>
      <RootAdopted onLive={rootLive}>
        <RouterProvider navigator={navigator} />
      </RootAdopted>
    </ShellProviders>
  );
  // Tests and support read how the page came to life: served HTML adopting, then adopted in place, or rendered in
  // the browser. Parts rendered while adopting may stay dormant (islands, shared/runtime/src/lifecycle/island.tsx).
  if (hydrate) {
    // The page's code was asked for above; the root is made in a task of its own, so neither holds the thread long.
    await nextTask();
    setRenderState('adopting');
    // A transition: React adopts the document in slices and yields to the visitor between them.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => {
          // Already reported: the page's own version could not load, so its slice is rendered afresh.
          if (isServedVersionUnavailable(error)) return;
          console.error('Hydration mismatch (the served HTML was not adopted as is):', error, info.componentStack);
        },
      });
    });
  } else {
    // Rendered in the browser, the page's code is asked for as it renders: everything requested before this mark
    // came before anything could work (npm run size reads it, as it reads it on a served page).
    markPerformance(PAGE_CODE_MARK);
    setRenderState('client');
    // app.html answers every route that is not pre-rendered, in English; this document is the URL's locale's.
    document.documentElement.lang = LOCALE_INFO[locale].lang;
    document.documentElement.dir = LOCALE_INFO[locale].dir;
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
