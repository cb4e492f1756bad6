import type { ReactNode } from 'react';
import styles from './section.module.css';

/** white, lilac (blueberry-50), grey (grey-50), dark (ink to blueberry), brand (blueberry gradient). */
export type SectionTone = 'white' | 'lilac' | 'grey' | 'dark' | 'brand';

interface SectionProps {
  readonly tone?: SectionTone;
  /** 'full': at least one screen high, content centred vertically (the snapping sections); 'auto': as high as its content. */
  readonly height?: 'full' | 'auto';
  /** 'section' stands alone with its label; 'div' when a ScrollSections slot already is the <section>. */
  readonly as?: 'section' | 'div';
  readonly id?: string;
  /** Id of the section's heading. */
  readonly labelledBy?: string;
  readonly width?: 'content' | 'narrow';
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * One band of a page: its background, padding clear of the fixed header, and content centred in the page width.
 * Its content stays clear of the side-dot rail when there is one (--rail-edge, set by ScrollSections).
 */
export function Section({ tone = 'white', height = 'auto', as: Element = 'section', id, labelledBy, width = 'content', className, children }: SectionProps) {
  return (
    <Element id={id} aria-labelledby={labelledBy} className={className ? `${styles.section} ${className}` : styles.section} data-tone={tone} data-height={height}>
      <div className={styles.inner} data-width={width}>
        {children}
      </div>
    </Element>
  );
}
