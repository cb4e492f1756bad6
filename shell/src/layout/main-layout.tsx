import { Outlet } from 'react-router-dom';
import { usePageLoaded } from '@bbg/shared/platform';
import { ToastHost } from '@bbg/shared/ui/toasts/toasts';
import { PageLoading } from './page-loading';
import { SiteFooter } from './footer/site-footer';
import { Navbar } from './navbar/navbar';
import { StartupLoader } from './startup-loader';
import styles from './main-layout.module.css';

/** Header, page, footer; header extras and the footer wait until the page reports it has loaded. */
export function MainLayout() {
  const { loaded } = usePageLoaded();
  return (
    <div className={styles.layout}>
      <StartupLoader />
      <ToastHost />
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Navbar showExtras={loaded} />
      {loaded ? null : <PageLoading />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {loaded ? <SiteFooter /> : null}
    </div>
  );
}
