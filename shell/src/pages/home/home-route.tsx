import { useEffect, useState, type ComponentType } from 'react';

let loadedHome: ComponentType | undefined;

/**
 * The home page's code, in a chunk of its own: the other 40 routes do not download the home sections and hero.
 * The start awaits it before adopting a served home page, and the renderer before writing one.
 */
export async function loadHome(): Promise<ComponentType> {
  const { HomePage } = await import('./home-page');
  loadedHome = HomePage;
  return HomePage;
}

/** The home route: its page at once when its code is here (served and adopted), else once the chunk arrives. */
export function HomeRoute() {
  const [Home, setHome] = useState<ComponentType | undefined>(() => loadedHome);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Home) return undefined;
    let active = true;
    loadHome().then(
      (Page) => active && setHome(() => Page),
      (error: unknown) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [Home]);
  // The route's error screen takes a home page whose code could not load.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Home ? <Home /> : null;
}
