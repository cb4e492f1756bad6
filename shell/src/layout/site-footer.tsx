import { Link } from 'react-router-dom';
import { legalLinks } from '../content/primary-links';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.copy}>© 2025 BBG. All rights reserved.</p>
      <ul className={styles.list}>
        {legalLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
