import { useReportPageLoaded } from '@bbg/platform';
import styles from './page-not-found.module.css';

/** A shared page component on a path its content does not know: its page's not-found message, in the document's language. */
export function PageNotFound({ message }: { readonly message: string }) {
  useReportPageLoaded();
  return (
    <div className={styles.frame}>
      <h1 className={styles.title}>{message}</h1>
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
