import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { replayProps, useLivePart } from '@bbg/runtime';
import styles from './accordion.module.css';

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

interface AccordionProps {
  readonly items: readonly AccordionItem[];
  readonly defaultOpenId?: string;
}

/**
 * One open at a time: opening an item closes the other; the open one closes when clicked again. Served with the
 * default item open and adopted as served; a press before adoption is held and pressed again here, once. (Buttons
 * rather than native disclosure elements: each trigger keeps its button role and aria-expanded state.)
 */
export function Accordion({ items, defaultOpenId }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  useLivePart(root);
  return (
    <div ref={root} className={styles.accordion} {...replayProps}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className={open ? styles.itemOpen : styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDown aria-hidden="true" size={20} className={open ? styles.iconOpen : styles.icon} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
