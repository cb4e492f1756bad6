import { island } from '@bbg/runtime';
import { Outlet, useLocation } from '@bbg/router';
import type { HeaderLook } from '@bbg/contract';
import { usePageLoaded } from '@bbg/platform';
import { ToastHost } from '@bbg/kit';
import { useShellCopy } from '../content/shell-copy';
import { PageLoading } from './page-loading';
import { Navbar } from './navbar/navbar';
import { StartupLoader } from './startup-loader';
import styles from './main-layout.module.css';

/**
 * The footer is below the fold on every page and needs no script to be read or followed (its links are links): its
 * code, with the newsletter box, arrives as the visitor nears it, or once the page is idle, not before the header.
 */
const SiteFooter = island('footer', () => import('./footer/site-footer').then((module) => module.SiteFooter), 'near');


/**
 * Header, page, footer; header extras and the footer wait until the page has loaded. The footer is always in the
 * document (pre-rendered pages are read without JavaScript too); with scripts CSS holds it back: on the served page
 * until its hero settles (boot.js, before any script of the page runs), after a client navigation until the new
 * page reports it has loaded.
 */
export function MainLayout({ headerOf }: { readonly headerOf: (pathname: string) => HeaderLook }) {
  const { loaded } = usePageLoaded();
  const { pathname } = useLocation();
  const { skipToContent } = useShellCopy().chrome.chrome;
  return (
    <div className={styles.layout}>
      <StartupLoader />
      <ToastHost />
      <a className={styles.skip} href="#main">
        {skipToContent}
      </a>
      <Navbar showExtras={loaded} header={headerOf(pathname)} />
      {loaded ? null : <PageLoading />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <div className={styles.reveal} data-ready={loaded}>
        <SiteFooter />
      </div>
    </div>
  );
}
