import { useReportPageLoaded } from '@bbg/platform';
import { INFORMATION_NOT_FOUND } from '@bbg/kit';
import styles from './page-not-found.module.css';

/** A shared page component on a path its content does not know: INFORMATION_NOT_FOUND, the page variant's message. */
export function PageNotFound() {
  useReportPageLoaded();
  return (
    <div className={styles.frame}>
      <h1 className={styles.title}>{INFORMATION_NOT_FOUND}</h1>
    </div>
  );
}

/** A section whose entry (slider, banner) the content does not know: its not-found message in its place. */
export function EntryNotFound({ message }: { readonly message: string }) {
  return (
    <p className={styles.missing} role="alert">
      {message}
    </p>
  );
}
