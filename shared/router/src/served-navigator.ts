import { nextTask } from '@bbg/runtime';
import { hrefOf, locationCache, withBasename, withoutBasename, type SiteNavigator } from './navigator';
import type { RouteMatch, RouteObject } from './route-object';

type LoadRouter = () => Promise<(routes: readonly RouteObject[], initial: readonly RouteMatch[], basename: string) => SiteNavigator>;

/** What a visitor does just before a click: a press, a key, a focus (a tap's click follows its pointerdown by ~100 ms). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;


/**
 * A served document's navigator: it shows the branch the document was rendered for and needs no router to adopt
 * it (links are real links; every route has a document). React Router loads with the first client navigation, or
 * earlier: `warm()` (the shell calls it once the page is idle) fetches and runs its code, and makes the router at the
 * visitor's first press, key or focus, ahead of the click it may lead to; `prepare()` makes it at once. It then takes
 * over in place. A visitor who only reads never pays for making the router (a 68 ms task under a 4x CPU).
 */
export function servedNavigator(
  routes: readonly RouteObject[],
  branch: readonly RouteMatch[],
  loadRouter: LoadRouter,
  basename = '',
): SiteNavigator & { readonly prepare: () => Promise<SiteNavigator>; readonly warm: () => void } {
  const cache = locationCache();
  const currentLocation = () => ({ pathname: withoutBasename(basename, window.location.pathname), search: window.location.search, hash: window.location.hash });
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((listener) => listener());
  let router: SiteNavigator | null = null;
  let code: ReturnType<LoadRouter> | null = null;
  let loading: Promise<SiteNavigator> | null = null;
  const loadCode = (): ReturnType<LoadRouter> => (code ??= loadRouter());
  // Until React Router is here, the only moves are within the page (a fragment link); they change the hash.
  window.addEventListener('popstate', notify);
  window.addEventListener('hashchange', notify);

  const prepare = (): Promise<SiteNavigator> =>
    (loading ??= loadCode().then(async (create) => {
      // Created in a task apart from the one that evaluated its module, so neither holds the main thread long.
      await nextTask();
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', notify);
      const ready = create(routes, branch, basename);
      ready.subscribe(notify);
      router = ready;
      return ready;
    }));

  const warm = (): void => {
    const onIntent = (): void => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      void prepare().catch(() => undefined);
    };
    loadCode().then(
      () => {
        for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
      },
      () => undefined,
    );
  };

  return {
    basename,
    // One cache for both: when React Router takes over, the same place is the same object, so nothing that reads the
    // location renders again (a render then would reach parts not yet adopted, in the middle of a visitor's press).
    location: () => cache(router?.location() ?? currentLocation()),
    matches: () => router?.matches() ?? branch,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (href, replace) => {
      const from = hrefOf(currentLocation());
      prepare().then(
        (ready) => {
          // A visitor who moved on while the router loaded (back, or another click) decides where they go.
          if (hrefOf(currentLocation()) === from) ready.navigate(href, replace);
        },
        () => window.location.assign(withBasename(basename, href)),
      );
    },
    prepare,
    warm,
  };
}
