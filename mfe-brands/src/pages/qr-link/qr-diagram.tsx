import { Code, Cpu, Plane, Shirt, Store, Ticket, Truck, type LucideIcon } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useMediaQuery, VisuallyHidden } from '@bbg/kit';
import { isReplayedPress } from '@bbg/runtime';
import type { BrandCategoryId } from '../../content/brand-directory';
import { QR_NARROW_MAX_WIDTH, type QrCategory } from '../../content/qr-link';
import { QrCategoryCard } from './qr-category-card';
import styles from './qr-diagram.module.css';

const icons: Record<BrandCategoryId, LucideIcon> = {
  travels: Plane,
  it: Code,
  fashion: Shirt,
  'general-trading': Store,
  gsa: Ticket,
  electronics: Cpu,
  logistics: Truck,
};

interface QrDiagramProps {
  readonly label: string;
  readonly categories: readonly QrCategory[];
  readonly newTabNote: string;
  /** Between a zone's category name and its brand count, for screen readers. */
  readonly countSeparator: string;
  /** A count of brands in words ("4 brands"), in the document's language. */
  readonly countLabel: (count: number) => string;
}

/**
 * The circular group diagram: one zone per category on a ring round the group, each with its popup of
 * brand logos. Wider than 200 px every popup shows; at 200 px or less only the hovered, focused or
 * chosen category's popup does.
 */
export function QrDiagram({ label, categories, newTabNote, countSeparator, countLabel }: QrDiagramProps) {
  const narrow = useMediaQuery(`(max-width: ${QR_NARROW_MAX_WIDTH}px)`) ?? false;
  const [active, setActive] = useState<string | null>(null);

  // A choice shows the popup on a narrow screen; wider, where every popup shows, it brings the popup into view. Not
  // for a tap made before adoption and replayed seconds later: the visitor may have scrolled on since.
  const choose = (id: string, popupId: string): void => {
    setActive(id);
    if (!narrow && !isReplayedPress()) document.getElementById(popupId)?.scrollIntoView({ block: 'nearest' });
  };
  const leave = (event: FocusEvent<HTMLElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setActive(null);
  };

  return (
    <div className={styles.diagram}>
      <div className={styles.ring} aria-hidden="true">
        <span className={styles.hub}>BBG</span>
      </div>
      <ul className={styles.categories} aria-label={label} data-count={categories.length}>
        {categories.map((category) => {
          const Icon = icons[category.id];
          const popupId = `qr-popup-${category.id}`;
          const shown = !narrow || active === category.id;
          const count = countLabel(category.brands.length);
          return (
            // Where the zone sits on the ring and the popup beside it come from CSS alone (its place in the list and
            // these attributes), so the served page is laid out as the live one: no inline style (the CSP refuses
            // it) and nothing for a script to move.
            // Hover and focus only choose which popup shows (at 200 px or less); the zone button is the control.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={category.id}
              data-side={category.popup.side}
              data-row={category.popup.row}
              data-span={category.popup.span}
              className={styles.category}
              data-active={active === category.id}
              onPointerEnter={(event) => (event.pointerType === 'mouse' ? setActive(category.id) : undefined)}
              onPointerLeave={(event) => (event.pointerType === 'mouse' ? setActive(null) : undefined)}
              onFocus={() => setActive(category.id)}
              onBlur={leave}
            >
              <button
                type="button"
                className={styles.zone}
                aria-expanded={shown}
                aria-controls={popupId}
                onClick={() => choose(category.id, popupId)}
              >
                <Icon className={styles.icon} aria-hidden="true" size={22} />
                <span className={styles.zoneName}>{category.name}</span>
                <VisuallyHidden>{`${countSeparator}${count}`}</VisuallyHidden>
              </button>
              <div className={styles.popup}>
                <QrCategoryCard id={popupId} category={category} countLabel={count} newTabNote={newTabNote} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
