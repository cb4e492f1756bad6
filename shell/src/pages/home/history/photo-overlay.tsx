import { X } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { artImage } from '@bbg/kit';
import type { CulturePhoto } from '../../../content/home-history';
import styles from './photo-overlay.module.css';
import { fill } from '@bbg/contract';
import { useHomeCopy } from '../home-copy';

interface PhotoOverlayProps {
  readonly photo: CulturePhoto;
  /** Move focus into the overlay (it was opened by keyboard or click, not by hover). */
  readonly takeFocus: boolean;
  readonly onClose: () => void;
  /** Focus left it (Tab, Shift+Tab, a click elsewhere): it closes, leaving focus where it went. */
  readonly onFocusLeave: () => void;
  readonly onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * The enlarged photo over the culture slider; Escape or its Close button shuts it, and so does focus leaving it: it
 * covers the slider, so a control focused under it would be hidden (WCAG 2.4.11).
 */
export function PhotoOverlay({ photo, takeFocus, onClose, onFocusLeave, onPointerEnter, onPointerLeave }: PhotoOverlayProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (takeFocus) closeButton.current?.focus();
  }, [takeFocus, photo.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const words = useHomeCopy().labels.homeLabels;
  return (
    // Its one control is the close button; pointer and focus leaving the dialog only close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={styles.overlay}
      role="dialog"
      aria-label={fill(words.enlargedPhoto, { alt: photo.alt })}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusLeave();
      }}
    >
      <figure>
        <img className={styles.image} {...artImage(photo.image)} alt={photo.alt} decoding="async" />
        <figcaption className={styles.caption}>{photo.alt}</figcaption>
      </figure>
      <button ref={closeButton} type="button" className={styles.close} aria-label={words.closePhoto} onClick={onClose}>
        <X aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
