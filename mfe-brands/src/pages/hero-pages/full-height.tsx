import type { ReactNode } from 'react';
import styles from './full-height.module.css';

export type FullHeightTone = 'white' | 'tint' | 'grey' | 'dark';

/** One full-height, snapping band of a hero page: its content centred vertically. */
export function FullHeight({ tone, children }: { readonly tone: FullHeightTone; readonly children: ReactNode }) {
  return (
    <div className={styles.band} data-tone={tone}>
      {children}
    </div>
  );
}
