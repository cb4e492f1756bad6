import { useRouteError } from '@bbg/router';
import styles from './route-error.module.css';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's failure screen: the fixed title plus the status or message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main id="main" className={styles.error}>
      <h1>{UNEXPECTED_ERROR_TITLE}</h1>
      <p>{describe(error)}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
