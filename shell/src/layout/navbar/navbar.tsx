import { useState } from 'react';
import { island } from '@bbg/runtime';
import { NavLink } from '@bbg/router';
import { useRuntimeConfig } from '@bbg/platform';
import { ExternalLink } from '@bbg/kit';
import type { HeaderLook } from '@bbg/contract';
import { useShellCopy } from '../../content/shell-copy';
import { SiteLogo } from '../site-logo';
import { LanguageLinks } from './language-links';
import { useScrolled } from './use-scrolled';
import { GlobeIcon, MailIcon } from './header-icons';
import styles from './navbar.module.css';

/**
 * The phone's menu works without scripts (a popover panel with details sections): its code, which keeps focus
 * inside and closes it on a chosen link, arrives once the page is idle rather than before the header is adopted.
 * The suggestion of another language (decided in the browser, floating over the page) comes with it.
 */
const MobileMenu = island('mobile-menu', () => import('./mobile-menu').then((module) => module.MobileMenu), 'idle');

/**
 * The desktop menus open by CSS (hover, focus inside) before scripts, and a press on a toggle is held for them: their
 * code, with the business icons, arrives once the page is idle.
 */
const DesktopMenus = island('desktop-menus', () => import('./desktop-menus').then((module) => module.DesktopMenus), 'idle');

type NavbarLook = 'default' | 'scrolled' | 'dropdown' | 'light';

/** The header turns solid once the page has scrolled past this share of the window height. */
const SCROLLED_THRESHOLD = 0.2;

const linkClass = ({ isActive }: { isActive: boolean }): string => ((isActive ? styles.linkActive : styles.link) ?? '');

/**
 * The site header: logo, desktop menus, and the slide-in menu on small screens. All of it works before the page's
 * scripts arrive; the desktop menus wait for the page to load (the hero, as the page's own words do), while the
 * phone's menu button, its only way around, never waits.
 */
export function Navbar({ showExtras, header = 'default' }: { readonly showExtras: boolean; readonly header?: HeaderLook }) {
  const { careersUrl } = useRuntimeConfig();
  const { navigation, chrome } = useShellCopy();
  const { CAREERS_TITLE, mediaCenterLink, worldWideLink, contactLink } = navigation;
  const scrolled = useScrolled(SCROLLED_THRESHOLD);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const light = header === 'light';
  const look: NavbarLook = dropdownOpen ? 'dropdown' : scrolled ? 'scrolled' : light ? 'light' : 'default';

  return (
    <header className={styles.header} data-look={look}>
      <SiteLogo />
      <nav aria-label={chrome.chrome.mainNavigation} className={styles.desktop} data-ready={showExtras}>
        <DesktopMenus className={styles.list ?? ''} onOpenChange={setDropdownOpen} />
        <ul className={styles.list}>
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
              <GlobeIcon />
            </NavLink>
          </li>
          <li>
            <NavLink className={linkClass} to={contactLink.href} aria-label={contactLink.title} title={contactLink.title}>
              <MailIcon />
            </NavLink>
          </li>
        </ul>
        <LanguageLinks className={styles.list} linkClassName={styles.link} others />
      </nav>
      <MobileMenu buttonClassName={styles.menuButton} />
    </header>
  );
}
