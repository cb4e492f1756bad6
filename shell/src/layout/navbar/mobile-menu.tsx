import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent, type ToggleEvent } from 'react';
import { NavLink } from '@bbg/router';
import { useRuntimeConfig } from '@bbg/platform';
import { ExternalLink, Button } from '@bbg/kit';
import { useShellCopy } from '../../content/shell-copy';
import { LanguageSuggestion } from '../language-suggestion';
import { LanguageLinks } from './language-links';
import { keepFocusInside } from './keep-focus-inside';
import { MobileMenuSection } from './mobile-menu-section';
import styles from './mobile-menu.module.css';

/** Browsers without the popover API (before Safari 17) get the same panel opened by script instead. */
const supportsPopover = (): boolean => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * The menu button and the right-side slide-in panel titled Menu. The browser opens and closes the panel (a popover
 * the button targets) and expands its sections (details), so both work from the first paint; once adopted, focus
 * stays inside while it is open, a link chosen closes it, and focus goes back to the button.
 */
export function MobileMenu({ buttonClassName }: { readonly buttonClassName?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const { careersUrl } = useRuntimeConfig();
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    // Opened before the page was adopted: carry on from there.
    if (supportsPopover() && panel.current?.matches(':popover-open')) setOpen(true);
  }, []);

  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) {
      // The browser focuses the close button (autofocus) of a popover it opens.
      if (!supportsPopover()) closer.current?.focus();
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active)) opener.current?.focus();
  }, [open]);

  const close = (): void => {
    const element = panel.current;
    if (element && supportsPopover()) {
      if (element.matches(':popover-open')) element.hidePopover();
    } else setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
    // Where the browser has popovers, it closes the panel on Escape itself.
    if (event.key === 'Escape' && !supportsPopover()) close();
  };

  // The name keeps one section open where the browser knows it (Chrome 120, Safari 17.2, Firefox 130); this, elsewhere.
  const onSectionToggle = (event: SyntheticEvent<HTMLDetailsElement>): void => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    panel.current?.querySelectorAll('details[open]').forEach((section) => {
      if (section !== opened) (section as HTMLDetailsElement).open = false;
    });
  };

  const { navigation, chrome: chromeWords } = useShellCopy();
  const { CAREERS_TITLE, mediaCenterLink, worldWideLink, contactLink, menuGroups } = navigation;
  const chrome = chromeWords.chrome;
  const links = [mediaCenterLink, worldWideLink, contactLink];
  return (
    <>
      <Button
        ref={opener}
        icon
        variant="glass"
        className={buttonClassName}
        aria-label={chrome.openMenu}
        popoverTarget={panelId}
        onClick={() => {
          if (!supportsPopover()) setOpen(true);
        }}
      >
        <Menu aria-hidden="true" size={24} />
      </Button>
      {/* Keys reach the panel's links and buttons; the panel only keeps Tab inside and closes on Escape. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
        data-open={open}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => {
          // A section's toggle reaches here too.
          if (event.target === event.currentTarget) setOpen(event.newState === 'open');
        }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId}>
            {chrome.menu}
          </h2>
          {/* The browser focuses it when it opens the panel, as it did for the modal dialog this was. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button ref={closer} icon variant="glass" aria-label={chrome.closeMenu} autoFocus popoverTarget={panelId} popoverTargetAction="hide" onClick={() => {
            if (!supportsPopover()) close();
          }}>
            <X aria-hidden="true" size={24} />
          </Button>
        </div>
        <nav aria-label={chrome.mobileNavigation}>
          <ul>
            {menuGroups.map((group) => (
              <MobileMenuSection key={group.title} group={group} onToggle={onSectionToggle} onNavigate={close} />
            ))}
            <li>
              <ExternalLink className={styles.link} href={careersUrl}>
                {CAREERS_TITLE}
              </ExternalLink>
            </li>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink className={styles.link} to={link.href} onClick={close}>
                  {link.href === contactLink.href ? chrome.mobileContact : link.title}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageLinks linkClassName={styles.link} />
        </nav>
      </div>
      {/* Decided in the browser (it reads the browser's languages), so it comes with this island, once idle. */}
      <LanguageSuggestion />
    </>
  );
}
