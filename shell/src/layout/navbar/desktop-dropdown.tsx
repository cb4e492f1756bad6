import { ChevronDown, Code, Cpu, Handshake, LayoutGrid, Package, Plane, Shirt, Tags, Truck, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { fill } from '@bbg/contract';
import { Link, NavLink, useLocation } from '@bbg/router';
import { comeAlive, replayProps, takeEarlyEvents } from '@bbg/runtime';
import type { MenuGroup, MenuIcon } from '../../content/navigation';
import { useShellCopy } from '../../content/shell-copy';
import styles from './desktop-dropdown.module.css';

const icons: Record<MenuIcon, LucideIcon> = {
  'layout-grid': LayoutGrid,
  tags: Tags,
  plane: Plane,
  shirt: Shirt,
  code: Code,
  cpu: Cpu,
  package: Package,
  truck: Truck,
  handshake: Handshake,
};

interface DesktopDropdownProps {
  readonly group: MenuGroup;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A hover menu that also opens by keyboard and closes on Escape or when focus leaves it. Until the page is adopted
 * the browser opens it (CSS: pointer over the item, or focus in it) and the boot script holds a press of its toggle.
 */
export function DesktopDropdown({ group, onOpenChange }: DesktopDropdownProps) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const { groupMenu } = useShellCopy().chrome.chrome;
  const active = group.href === pathname || group.children.some((child) => child.href.toLowerCase() === pathname.toLowerCase());

  const setOpenState = (next: boolean): void => {
    setOpen(next);
    onOpenChange(next);
  };

  useEffect(() => {
    const part = item.current;
    if (!part) return;
    // What the visitor opened before adoption stays open: a held press is not replayed, as a toggle it would close it.
    const pressed = takeEarlyEvents(part).length > 0;
    const shown = part.matches(':hover') || part.contains(document.activeElement);
    comeAlive(part);
    if (pressed || shown) {
      setOpen(true);
      onOpenChange(true);
    }
  }, [onOpenChange]);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      setOpenState(false);
      toggle.current?.focus();
    }
  };

  const onToggleKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenState(true);
      window.requestAnimationFrame(() => list.current?.querySelector('a')?.focus());
    }
  };

  // A mouse has already opened the menu by hovering: its click must not close it again.
  const pointer = useRef<string>('');
  const onToggleClick = (): void => {
    setOpenState(pointer.current === 'mouse' ? true : !open);
    pointer.current = '';
  };

  const onBlur = (event: FocusEvent): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpenState(false);
  };

  return (
    // Hover is a pointer shortcut; the toggle button is the control. Escape and focus-out are handled
    // here, where the whole menu's events arrive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={item}
      className={styles.item}
      data-open={open}
      {...replayProps}
      onMouseEnter={() => setOpenState(true)}
      onMouseLeave={() => setOpenState(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <span className={active ? styles.triggerActive : styles.trigger}>
        {group.href ? (
          <Link className={styles.label} to={group.href} onClick={() => setOpenState(false)}>
            {group.title}
          </Link>
        ) : null}
        <button
          ref={toggle}
          type="button"
          className={group.href ? styles.chevron : styles.labelButton}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={group.href ? fill(groupMenu, { title: group.title }) : undefined}
          onPointerDown={(event) => {
            pointer.current = event.pointerType;
          }}
          onClick={onToggleClick}
          onKeyDown={onToggleKeyDown}
        >
          {group.href ? null : group.title}
          <ChevronDown aria-hidden="true" size={16} className={styles.icon} />
        </button>
      </span>
      <ul id={menuId} ref={list} className={styles.menu}>
        {group.children.map((child) => {
          const Icon = child.icon ? icons[child.icon] : undefined;
          return (
            <li key={child.title}>
              <NavLink
                to={child.href}
                className={({ isActive }) => (isActive ? styles.linkActive : styles.link)}
                onClick={() => setOpenState(false)}
              >
                {Icon ? <Icon aria-hidden="true" size={18} className={styles.linkIcon} /> : null}
                {child.title}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
