import { Mail, Settings } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from '@bbg/shared/navigation/router/router';
import { useRuntimeConfig } from '@bbg/shared/platform';
import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import type { HeaderLook } from '@bbg/shared/contract';
import { CAREERS_TITLE, contactLink, mediaCenterLink, menuGroups, SCROLLED_THRESHOLD, worldWideLink } from '../../content/navigation';
import { DesktopDropdown } from './desktop-dropdown';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from '../site-logo';
import { useScrolled } from './use-scrolled';
import styles from './navbar.module.css';

export type NavbarLook = 'default' | 'scrolled' | 'dropdown' | 'light';

const linkClass = ({ isActive }: { isActive: boolean }): string => ((isActive ? styles.linkActive : styles.link) ?? '');

/**
 * The site header: logo, desktop menus, and the slide-in menu on small screens. All of it works before the page's
 * scripts arrive; the desktop menus wait for the page to load (the hero, as the page's own words do), while the
 * phone's menu button, its only way around, never waits.
 */
export function Navbar({ showExtras, header = 'default' }: { readonly showExtras: boolean; readonly header?: HeaderLook }) {
  const { careersUrl } = useRuntimeConfig();
  const scrolled = useScrolled(SCROLLED_THRESHOLD);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const light = header === 'light';
  const look: NavbarLook = dropdownOpen ? 'dropdown' : scrolled ? 'scrolled' : light ? 'light' : 'default';

  return (
    <header className={styles.header} data-look={look}>
      <SiteLogo />
      <nav aria-label="Main" className={styles.desktop} data-ready={showExtras}>
        <ul className={styles.list}>
          {menuGroups.map((group) => (
            <DesktopDropdown key={group.title} group={group} onOpenChange={setDropdownOpen} />
          ))}
          <li>
            <ExternalLink className={styles.link} href={careersUrl}>
              {CAREERS_TITLE}
            </ExternalLink>
          </li>
          <li>
            <NavLink className={linkClass} to={mediaCenterLink.href}>
              {mediaCenterLink.title}
            </NavLink>
          </li>
          <li>
            <NavLink className={linkClass} to={worldWideLink.href} aria-label={worldWideLink.title} title={worldWideLink.title}>
              <Settings aria-hidden="true" size={20} />
            </NavLink>
          </li>
          <li>
            <NavLink className={linkClass} to={contactLink.href} aria-label={contactLink.title} title={contactLink.title}>
              <Mail aria-hidden="true" size={20} />
            </NavLink>
          </li>
        </ul>
      </nav>
      <MobileMenu buttonClassName={styles.menuButton} />
    </header>
  );
}
