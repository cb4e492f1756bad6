import { use, type ComponentType } from 'react';
import { Slice } from '@bbg/runtime';
import { markFulfilled } from '../../app/fulfilled';

let loading: Promise<ComponentType> | undefined;

/**
 * The home page's code, in a chunk of its own: the other 40 routes do not download the home sections and hero.
 * The start begins loading it beside the root's adoption of a served home page; the renderer awaits it before
 * writing one. One load for both (React's `use()` needs the same promise on every render while it waits); a
 * failed load may be tried again.
 */
export function loadHome(): Promise<ComponentType> {
  if (!loading) {
    const started: Promise<ComponentType> = import('./home-page').then(
      ({ HomePage }) => {
        // Once the chunk is here, use() returns the page in the same render, without suspending.
        markFulfilled(started, HomePage);
        return HomePage;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = started;
  }
  return loading;
}

/**
 * The page itself: at once when its code is here (on the server, or loaded before), else once the chunk arrives.
 * use() on every render, also once the chunk is here: React warns about a component that suspended and then did not.
 */
function HomeBody() {
  const Home = use(loadHome());
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
