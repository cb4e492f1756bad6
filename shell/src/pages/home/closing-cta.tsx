import type { InternalHref } from '@bbg/contract';
import { Button, SectionHeading } from '@bbg/kit';
import styles from './closing-cta.module.css';

interface ClosingCtaProps {
  readonly title: string;
  readonly text: string;
  readonly buttonText: string;
  readonly link: InternalHref;
  /** False until the page has loaded: held back (by CSS, where scripts run) with the sections it closes, until the hero's picture is in. */
  readonly revealed: boolean;
}

/** The call-to-action that closes the home page, after the last section. */
export function ClosingCta({ title, text, buttonText, link, revealed }: ClosingCtaProps) {
  return (
    <aside className={styles.cta} aria-labelledby="home-cta-title" data-revealed={revealed}>
      <SectionHeading id="home-cta-title" title={title} lead={text} tone="light" align="center" />
      <Button variant="light" size="lg" to={link}>
        {buttonText}
      </Button>
    </aside>
  );
}
