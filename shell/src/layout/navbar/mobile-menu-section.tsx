import { ChevronDown } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { fill } from '@bbg/contract';
import { NavLink } from '@bbg/router';
import type { MenuGroup } from '../../content/navigation';
import { useShellCopy } from '../../content/shell-copy';
import styles from './mobile-menu.module.css';

/** The sections share one name, so the browser keeps one open at a time before any script runs. */
const SECTION_NAME = 'mobile-menu-section';

interface MobileMenuSectionProps {
  readonly group: MenuGroup;
  readonly onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  readonly onNavigate: () => void;
}

/** One section of the phone menu: its title expands the list of its pages, its overview first. */
export function MobileMenuSection({ group, onToggle, onNavigate }: MobileMenuSectionProps) {
  const { overview } = useShellCopy().chrome.chrome;
  return (
    <li>
      <details name={SECTION_NAME} className={styles.details} onToggle={onToggle}>
        <summary className={styles.section}>
          {group.title}
          <ChevronDown aria-hidden="true" size={20} className={styles.icon} />
        </summary>
        <ul className={styles.sublist}>
          {group.href ? (
            <li>
              <NavLink className={styles.sublink} to={group.href} onClick={onNavigate}>
                {fill(overview, { title: group.title })}
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
      </details>
    </li>
  );
}
