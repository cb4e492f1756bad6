import { Link } from '@bbg/router';
import { useShellCopy } from '../content/shell-copy';
import styles from './site-logo.module.css';

/** The BBG wordmark, a link home: in the header, and larger in the footer. */
export function SiteLogo({ size = 'md' }: { readonly size?: 'md' | 'lg' }) {
  const { home } = useShellCopy().chrome.chrome;
  return (
    <Link to="/" className={styles.logo} data-size={size} aria-label={home}>
      BBG
    </Link>
  );
}
