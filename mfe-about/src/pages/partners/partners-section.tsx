import type { ReactNode } from 'react';
import styles from './partners-section.module.css';

interface PartnersSectionProps {
  readonly tone: 'tint' | 'white' | 'dark';
  readonly children: ReactNode;
}

/** The frame of a /partners section after the hero (ScrollSections draws the section element itself). */
export function PartnersSection({ tone, children }: PartnersSectionProps) {
  return (
    <div className={styles.section} data-tone={tone}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
