import { useRef, type KeyboardEvent } from 'react';
import { replayProps, useLivePart } from '@bbg/runtime';
import styles from './tabs.module.css';

export interface TabItem {
  readonly id: string;
  readonly label: string;
}

interface TabsProps {
  readonly label: string;
  readonly tabs: readonly TabItem[];
  readonly activeId: string;
  readonly onChange: (id: string) => void;
}

const tabId = (id: string): string => `tab-${id}`;
const panelId = (id: string): string => `tabpanel-${id}`;

/** Props for the panel the caller renders for the active tab. */
export const tabPanelProps = (id: string) => ({ role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id), tabIndex: 0 }) as const;

/**
 * Tabs with roving focus (arrows, Home, End). Clicking the active tab does nothing. Served with the caller's
 * first tab active and adopted as served; a tab pressed before adoption is held and pressed again here, once.
 */
export function Tabs({ label, tabs, activeId, onChange }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  useLivePart(list);
  const select = (id: string): void => {
    if (id !== activeId) onChange(id);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const index = tabs.findIndex((tab) => tab.id === activeId);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(target.id)}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown} tabIndex={-1} {...replayProps}>
      {tabs.map((tab) => {
        const active = tab.id === activeId;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            // Only the active tab's panel is in the document: a reference to a missing element names nothing.
            aria-controls={active ? panelId(tab.id) : undefined}
            tabIndex={active ? 0 : -1}
            className={active ? styles.tabActive : styles.tab}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
