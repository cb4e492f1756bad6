import { useEffect } from 'react';
import { usePageLoaded } from '@bbg/platform';
import styles from './remote-fallback.module.css';

interface RemoteFallbackProps {
  readonly section: string;
  readonly onRetry: () => void;
}

/** Shown inside the layout when a section cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ section, onRetry }: RemoteFallbackProps) {
  const { markLoaded } = usePageLoaded();
  useEffect(markLoaded, [markLoaded]);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" className={styles.title}>
        {section} is unavailable right now
      </h1>
      <p className={styles.text}>
        This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
