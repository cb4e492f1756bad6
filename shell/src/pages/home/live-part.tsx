import { useRef, type ComponentType, type ReactNode } from 'react';
import { replayProps, useLivePart } from '@bbg/shared/hydration/early-events';
import styles from './live-part.module.css';

/**
 * A served section with controls: until its code has adopted it, the boot script holds a press on one of its
 * buttons, and it replays that press once when it comes alive, so a visitor quicker than the scripts loses nothing.
 */
export function LivePart({ children }: { readonly children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useLivePart(part);
  return (
    <div ref={part} className={styles.part} {...replayProps}>
      {children}
    </div>
  );
}

/** `Section` inside a LivePart: what an island's loader returns for a section with behaviour. */
export function withLivePart(Section: ComponentType): ComponentType {
  function Live() {
    return (
      <LivePart>
        <Section />
      </LivePart>
    );
  }
  Live.displayName = `Live(${Section.displayName ?? Section.name})`;
  return Live;
}
