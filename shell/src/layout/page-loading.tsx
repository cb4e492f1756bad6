import { useShellCopy } from '../content/shell-copy';
import styles from './page-loading.module.css';

/** Shown over the page area until the page reports that its first view has loaded. */
export function PageLoading() {
  return (
    <div className={styles.bar} role="progressbar" aria-label={useShellCopy().chrome.chrome.loadingPage} data-testid="page-loading">
      <span className={styles.fill} />
    </div>
  );
}
