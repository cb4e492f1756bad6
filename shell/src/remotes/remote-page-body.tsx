import { memo, use } from 'react';
import type { Locale, RemoteRecord, RemoteRoute } from '@bbg/contract';
import { useLocale, useServedRender } from '@bbg/platform';
import { loadRemotePage, loadRemoteVersion, type LocalePage } from './load-remote-page';
import { pageLoad, readyPage } from './page-cache';
import { PageLoadFailed } from './remote-error-boundary';
import { ServedVersionUnavailable } from './served-version';

const SERVED = 'served';

/**
 * Loads exactly the version that rendered the served page, beside the adoption of the root. If it cannot load,
 * the page's slice is rendered afresh with the current version (or the one before it).
 */
export function startServedPage(record: RemoteRecord, version: string, expose: string, baseUrl: string, locale: Locale): void {
  pageLoad(record.name, expose, SERVED, () =>
    loadRemoteVersion(record, version, expose, baseUrl, locale).catch((error: unknown) => {
      console.error(`${record.section}: the version that rendered this page (${version}) could not be loaded:`, error);
      throw new ServedVersionUnavailable(`${record.name} ${version}`, { cause: error });
    }),
  ).catch(() => undefined);
}

export interface RemotePageBodyProps {
  readonly record: RemoteRecord;
  readonly route: RemoteRoute;
  readonly registryUrl: string;
  /** 0, then one more for each Retry: each attempt loads afresh. */
  readonly attempt: number;
}

/**
 * The page itself: at once when its code is here (on the server, or loaded before); while adopting, once the
 * served version has arrived; rendered in the browser, once the current version (or the one before it) has.
 */
export function RemotePageBody({ record, route, registryUrl, attempt }: RemotePageBodyProps) {
  const hydrating = useServedRender({ hydrationOnly: true });
  const locale = useLocale();
  // One use() on every render, the page ready or not: a body that suspended and then skipped use() once its page had
  // arrived is what React warns about. A ready page's promise is marked fulfilled, so it renders without suspending.
  const Page = use(
    (attempt === 0 ? readyPage(record.name, route.expose) : undefined) ??
      (hydrating
        ? pageLoad(record.name, route.expose, SERVED, () => Promise.reject(new ServedVersionUnavailable(`${record.name}: no served page to adopt`)))
        : pageLoad(record.name, route.expose, String(attempt), () =>
            loadRemotePage(record, route.expose, registryUrl, locale).catch((error: unknown) => {
              throw new PageLoadFailed(`${record.name} ${route.expose}`, { cause: error });
            }),
          )),
  );
  return <SamePage Page={Page} route={route} />;
}

/**
 * The page, rendered again only if it or its route changes: once adopted, the body renders again (it is no longer
 * hydrating), and a page rendered again before it has taken over what was typed would write its empty state back.
 */
const SamePage = memo(function SamePage({ Page, route }: { readonly Page: LocalePage; readonly route: RemoteRoute }) {
  return <Page route={route} />;
});
