import { use, type ComponentType } from 'react';
import type { Locale } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { Slice } from '@bbg/runtime';
import { markFulfilled } from '../../app/fulfilled';
import { HomeCopyProvider, loadHomeCopy } from './home-copy';

/** One load per locale (a browser has one; the pre-render renders the home page in each). */
const loading = new Map<Locale, Promise<ComponentType>>();

/**
 * The home page's code, in a chunk of its own: the other 40 routes do not download the home sections and hero.
 * The start begins loading it beside the root's adoption of a served home page; the renderer awaits it before
 * writing one. One load for both (React's `use()` needs the same promise on every render while it waits); a
 * failed load may be tried again.
 */
export function loadHome(locale: Locale): Promise<ComponentType> {
  let pending = loading.get(locale);
  if (!pending) {
    // Its words in the document's locale come beside its code, a chunk per locale (one locale per document).
    const started: Promise<ComponentType> = Promise.all([import('./home-page'), loadHomeCopy(locale)]).then(
      ([{ HomePage }, copy]) => {
        function HomeInLocale() {
          return (
            <HomeCopyProvider copy={copy}>
              <HomePage />
            </HomeCopyProvider>
          );
        }
        // Once the chunk is here, use() returns the page in the same render, without suspending.
        markFulfilled(started, HomeInLocale);
        return HomeInLocale;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    pending = started;
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The page itself: at once when its code is here (on the server, or loaded before), else once the chunk arrives.
 * use() on every render, also once the chunk is here: React warns about a component that suspended and then did not.
 */
function HomeBody() {
  const Home = use(loadHome(useLocale()));
  // Not created here: the one home page component, kept once its chunk has loaded.
  // eslint-disable-next-line react-hooks/static-components
  return <Home />;
}

/**
 * The home route, in a slice of its own: the header and footer are adopted without waiting for the home chunk.
 * A home page whose code could not load is taken by the route's error screen.
 */
export function HomeRoute() {
  return (
    <Slice name="page" awaited>
      <HomeBody />
    </Slice>
  );
}
