import { Link, NavLink } from 'react-router-dom';
import { primaryLinks } from '../content/primary-links';
import styles from './site-header.module.css';

export function SiteHeader({ showExtras }: { readonly showExtras: boolean }) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label="BBG home">
        BBG
      </Link>
      <nav aria-label="Main" className={showExtras ? styles.nav : styles.navHidden}>
        <ul className={styles.list}>
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
