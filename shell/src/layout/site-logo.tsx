import { Link } from '@bbg/router';
import styles from './site-logo.module.css';

/** The BBG wordmark, a link home: in the header, and larger in the footer. */
export function SiteLogo({ size = 'md' }: { readonly size?: 'md' | 'lg' }) {
  return (
    <Link to="/" className={styles.logo} data-size={size} aria-label="BBG home">
      BBG
    </Link>
  );
}
