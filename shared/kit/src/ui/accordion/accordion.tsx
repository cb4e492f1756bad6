import { ChevronDown } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { disclosureProps, useLivePart, useServedOpen } from '@bbg/runtime';
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
 * default item open; a press before adoption opens its item at once (the boot script), and adoption keeps what the
 * document shows. So the look follows aria-expanded and `hidden` alone, which the boot script sets. (Buttons rather
 * than native disclosure elements: each trigger keeps its button role and aria-expanded state.)
 */
export function Accordion({ items, defaultOpenId }: AccordionProps) {
  const base = useId();
  const panelId = (id: string) => `${base}-${id}-panel`;
  const [openId, setOpenId] = useServedOpen(
    items.map((item) => item.id),
    panelId,
    defaultOpenId ?? null,
  );
  const root = useRef<HTMLDivElement>(null);
  useLivePart(root);
  return (
    <div ref={root} className={styles.accordion} {...disclosureProps('toggles')}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-${item.id}-button`;
        return (
          <div key={item.id} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId(item.id)}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDown aria-hidden="true" size={20} className={styles.icon} />
              </button>
            </h3>
            <div id={panelId(item.id)} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
