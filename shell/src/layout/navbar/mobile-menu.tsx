import { ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '@bbg/shared/navigation/router/router';
import { useRuntimeConfig } from '@bbg/shared/platform';
import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import { CAREERS_TITLE, contactLink, mediaCenterLink, menuGroups, worldWideLink, type MenuGroup } from '../../content/navigation';
import { Button } from '@bbg/shared/ui/button/button';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

function MenuSection({ group, expanded, onToggle, onNavigate }: { readonly group: MenuGroup; readonly expanded: boolean; readonly onToggle: () => void; readonly onNavigate: () => void }) {
  const listId = useId();
  return (
    <li>
      <button type="button" className={styles.section} aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        {group.title}
        <ChevronDown aria-hidden="true" size={20} className={expanded ? styles.iconOpen : styles.icon} />
      </button>
      <ul id={listId} className={styles.sublist} hidden={!expanded}>
        {group.href ? (
          <li>
            <NavLink className={styles.sublink} to={group.href} onClick={onNavigate}>
              {group.title} overview
            </NavLink>
          </li>
        ) : null}
        {group.children.map((child) => (
          <li key={child.title}>
            <NavLink className={styles.sublink} to={child.href} onClick={onNavigate}>
              {child.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and back: browsers let focus leave a modal dialog for their own UI. */
function keepFocusInside(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...this.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Right-side slide-in menu titled Menu; a modal dialog, so focus stays inside while it is open. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { careersUrl } = useRuntimeConfig();
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.addEventListener('keydown', keepFocusInside);
    return () => element?.removeEventListener('keydown', keepFocusInside);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const links = [mediaCenterLink, worldWideLink, contactLink];
  return (
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
        <Button icon variant="glass" aria-label="Close menu" onClick={onClose}>
          <X aria-hidden="true" size={24} />
        </Button>
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.list}>
          {menuGroups.map((group) => (
            <MenuSection
              key={group.title}
              group={group}
              expanded={expanded === group.title}
              onToggle={() => setExpanded((current) => (current === group.title ? null : group.title))}
              onNavigate={onClose}
            />
          ))}
          <li>
            <ExternalLink className={styles.link} href={careersUrl}>
              {CAREERS_TITLE}
            </ExternalLink>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink className={styles.link} to={link.href} onClick={onClose}>
                {link.title === 'Contact Us' ? 'Contact US' : link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
