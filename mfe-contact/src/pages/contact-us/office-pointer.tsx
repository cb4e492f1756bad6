import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ContactOffice, MapPointerPosition } from '../../content/contact-offices';
import { MAP_HEIGHT, MAP_WIDTH } from '../../content/office-map.generated';
import { OfficeCard } from './office-card';
import styles from './office-map.module.css';
import '../../content/office-pointers.generated.css';

interface OfficePointerProps {
  readonly office: ContactOffice;
  readonly position: MapPointerPosition;
  readonly open: boolean;
  readonly onOpen: (id: number) => void;
  readonly onClose: (id: number) => void;
}

/** Where the pointers stand on the map (office-map.module.css); below it they are a list. */
const MAP_LAYOUT_QUERY = '(min-width: 768px)';

/**
 * Hover zone of a pointer and its card: the mouse entering opens the card, leaving both closes it (the hovered
 * pointer is set on enter, cleared on leave); so do focus leaving it and Escape. Native listeners: the list item
 * is no control, keyboard users get the same through the pointer's button.
 */
function useHoverZone(id: number, onOpen: (id: number) => void, onClose: (id: number) => void) {
  const zone = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = zone.current;
    if (!node) return undefined;
    // Only over the map: in the phone list an opening card reflows the list under the mouse (pointers jump away).
    const hovers = (event: PointerEvent) => event.pointerType === 'mouse' && (window.matchMedia?.(MAP_LAYOUT_QUERY).matches ?? true);
    const enter = (event: PointerEvent) => hovers(event) && onOpen(id);
    const leave = (event: PointerEvent) => hovers(event) && onClose(id);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) onClose(id);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus goes back to the pointer first (its focus opens the card), then the card closes.
      node.querySelector('button')?.focus();
      onClose(id);
    };
    // A served page can be focused or hovered before its scripts adopt it: the first run catches up with that.
    if (node.contains(document.activeElement) || (node.matches(':hover') && window.matchMedia?.(MAP_LAYOUT_QUERY).matches)) onOpen(id);
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('focusout', focusOut);
    node.addEventListener('keydown', escape);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('focusout', focusOut);
      node.removeEventListener('keydown', escape);
    };
  }, [id, onOpen, onClose]);
  return zone;
}

/** The id of a pointer's card, which its button controls. */
export const officeCardId = (id: number): string => `office-card-${id}`;

/**
 * One pointer on its country: a button (hover, focus or tap opens its card) and the card beside it, served closed.
 * Its look follows the button's aria-expanded, which the boot script sets for a tap before adoption.
 */
export function OfficePointer({ office, position, open, onOpen, onClose }: OfficePointerProps) {
  const zone = useHoverZone(office.id, onOpen, onClose);
  const cardId = officeCardId(office.id);

  return (
    <li
      ref={zone}
      className={styles.pointer}
      // Its place on the map comes from office-pointers.generated.css, keyed on this.
      data-office={office.id}
      data-side={position.x > MAP_WIDTH * 0.55 ? 'left' : 'right'}
      data-edge={position.y > MAP_HEIGHT * 0.5 ? 'bottom' : 'top'}
    >
      <button type="button" className={styles.pin} aria-expanded={open} aria-controls={cardId} onFocus={() => onOpen(office.id)} onClick={() => onOpen(office.id)}>
        <MapPin aria-hidden="true" size={20} className={styles.pinIcon} />
        <span className={styles.name}>{office.country}</span>
      </button>
      <div id={cardId} className={styles.card} hidden={!open}>
        <OfficeCard office={office} />
      </div>
    </li>
  );
}
