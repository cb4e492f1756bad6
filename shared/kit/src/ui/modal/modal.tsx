import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { useKitWords } from '../../words/use-kit-words';
import styles from './modal.module.css';

interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
}

/** A modal dialog: focus moves in and stays in, Escape and the close button close it, focus then returns. */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { close } = useKitWords().modal;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // showModal() focuses the first control in browsers; make sure focus is inside wherever it is not.
    if (!element.contains(document.activeElement)) closeButton.current?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      // Its title is in the document only while it is open.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button ref={closeButton} icon variant="tint" aria-label={close} onClick={onClose}>
              <X aria-hidden="true" size={22} />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
