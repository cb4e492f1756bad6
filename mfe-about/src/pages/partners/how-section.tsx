import { Section, SectionHeading, Button, NumberedCards, NewsletterPanel } from '@bbg/kit';
import type { JoinCta, JoinStep, NewsletterCopy, SectionIntro as SectionIntroCopy } from '../../content/partners';
import styles from './how-section.module.css';

interface HowSectionProps {
  readonly intro: SectionIntroCopy;
  readonly steps: readonly JoinStep[];
  readonly cta: Pick<JoinCta, 'title' | 'buttonText'>;
  readonly newsletter: NewsletterCopy;
  readonly onJoin: () => void;
}

/** How to join: three steps, the Join Us call-to-action (opens the partner form) and the newsletter block. */
export function HowSection({ intro, steps, cta, newsletter, onJoin }: HowSectionProps) {
  return (
    <Section as="div" height="full" tone="lilac">
      <SectionHeading id="how-title" eyebrow={intro.eyebrow} title={intro.title} highlight={intro.highlight} lead={intro.description} />
      <NumberedCards items={steps} columns={3} className={styles.steps} />
      <div className={styles.panels}>
        <div className={styles.cta}>
          <p className={styles.ctaTitle}>{cta.title}</p>
          <Button variant="light" className={styles.join} aria-haspopup="dialog" onClick={onJoin}>
            {cta.buttonText}
          </Button>
        </div>
        <NewsletterPanel title={newsletter.title} text={newsletter.text} label={newsletter.label} />
      </div>
    </Section>
  );
}
