import { useEffect } from 'react';
import { usePageLoaded } from '@bbg/platform';
import { useShellCopy } from '../content/shell-copy';
import styles from './remote-fallback.module.css';
import { fill } from '@bbg/contract';

interface RemoteFallbackProps {
  /** The section's name, as its remote declares it (in English). */
  readonly section: string;
  /** The page's title in the document's language. */
  readonly page: string;
  readonly onRetry: () => void;
}

/** Shown inside the layout when a section cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ section, page, onRetry }: RemoteFallbackProps) {
  const { markLoaded } = usePageLoaded();
  const words = useShellCopy().chrome.chrome.fallback;
  useEffect(markLoaded, [markLoaded]);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" className={styles.title}>
        {fill(words.unavailable, { section, page })}
      </h1>
      <p className={styles.text}>
        {words.text}
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={(event) => {
          // The button goes with the fallback: focus waits at the start of the main content for what comes instead,
          // rather than falling to the page's top.
          event.currentTarget.closest('main')?.focus();
          onRetry();
        }}
      >
        {words.retry}
      </button>
    </section>
  );
}
