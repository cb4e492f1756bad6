import { previewBarWords as words } from '../content/preview-bar';
import type { PreviewOutcome } from './preview-state';
import styles from './preview-bar.module.css';

interface PreviewBarProps {
  readonly outcome: PreviewOutcome;
  /** Ends the preview (or dismisses the message) and shows the live site. */
  readonly onExit: () => void;
}

/** The bar at the top of a tab on a preview: which section and version it shows, or why the link was ignored. */
export function PreviewBar({ outcome, onExit }: PreviewBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label={words.label}>
      <p className={styles.text}>
        {'preview' in outcome ? (
          <>
            {words.previewing} {outcome.preview.section} <span className={styles.version}>{outcome.preview.version}</span>
          </>
        ) : (
          <>
            {words.notStarted} {outcome.refused}
          </>
        )}
      </p>
      <button type="button" className={styles.exit} onClick={onExit}>
        {words.exit}
      </button>
    </div>
  );
}
