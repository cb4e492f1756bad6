import { localizedPath } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { useRouteError } from '@bbg/router';
import { useShellCopy } from '../content/shell-copy';
import styles from './route-error.module.css';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's failure screen: the fixed title plus the status or message. */
export function RouteError() {
  const error = useRouteError();
  const words = useShellCopy().chrome.chrome.routeError;
  const home = localizedPath('/', useLocale());
  return (
    <main id="main" className={styles.error}>
      <h1>{words.title}</h1>
      <p>{describe(error)}</p>
      <a href={home}>{words.home}</a>
    </main>
  );
}
