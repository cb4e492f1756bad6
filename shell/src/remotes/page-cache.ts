import type { ComponentType } from 'react';
import type { RemoteRoute } from '@bbg/contract';
import { fulfilled, markFulfilled } from '../app/fulfilled';

/** A page with its copy in the document's locale already bound: it takes its route. */
type Page = ComponentType<{ readonly route: RemoteRoute }>;

/**
 * Pages that are ready before the first render: the renderer puts each remote's server-side page here, and the
 * browser each page it loaded, so <RemotePage> renders them at once (the same HTML on both sides). Each is a promise
 * marked fulfilled, which `use()` reads without suspending: the page's body calls `use()` on every render.
 */
const ready = new Map<string, Promise<Page>>();
/** One promise per load: React's `use()` needs the same one on every render while it waits. */
const loads = new Map<string, Promise<Page>>();

const key = (container: string, expose: string): string => `${container}/${expose}`;

export function putReadyPage(container: string, expose: string, Page: Page): void {
  ready.set(key(container, expose), fulfilled(Page));
}

/** The page, if it is ready: a promise that `use()` reads at once. */
export function readyPage(container: string, expose: string): Promise<Page> | undefined {
  return ready.get(key(container, expose));
}

/**
 * The load of a page, started once per `attempt` (a Retry starts another). A page that arrives is kept as ready,
 * before React hears of it.
 */
export function pageLoad(container: string, expose: string, attempt: string, load: () => Promise<Page>): Promise<Page> {
  const id = `${key(container, expose)}#${attempt}`;
  let pending = loads.get(id);
  if (!pending) {
    // Kept as ready itself: a render that suspended on this promise and is replayed once it settles finds the same one.
    const started: Promise<Page> = load().then((Page) => {
      ready.set(key(container, expose), markFulfilled(started, Page));
      return Page;
    });
    pending = started;
    loads.set(id, pending);
  }
  return pending;
}
