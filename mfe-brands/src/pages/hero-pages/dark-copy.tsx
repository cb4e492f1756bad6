import type { ReactNode } from 'react';
import { buttonClass, Eyebrow } from '@bbg/kit';
import styles from './dark-copy.module.css';

interface DarkCopyProps {
  readonly className: string | undefined;
  readonly eyebrow: string;
  readonly heading: 'h2' | 'h3';
  readonly headingId?: string;
  readonly headingClassName: string | undefined;
  readonly title: ReactNode;
  readonly paragraphs: readonly string[];
  /** Shown between the paragraphs and the links. */
  readonly children?: ReactNode;
  /** The links below the text, given the class of the kit's light button they wear. */
  readonly links: (linkClassName: string | undefined) => ReactNode;
}

/** The text of a panel over art (brand slides, the values-and-mission section): eyebrow, heading, paragraphs, links. */
export function DarkCopy({ className, eyebrow, heading: Heading, headingId, headingClassName, title, paragraphs, children, links }: DarkCopyProps) {
  return (
    <div className={`${styles.content} ${className}`}>
      <Eyebrow tone="light">{eyebrow}</Eyebrow>
      <Heading id={headingId} className={`${styles.title} ${headingClassName}`}>
        {title}
      </Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.description}>
          {paragraph}
        </p>
      ))}
      {children}
      <div className={styles.actions}>{links(buttonClass({ variant: 'light' }))}</div>
    </div>
  );
}
