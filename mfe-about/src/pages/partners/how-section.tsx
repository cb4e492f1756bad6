import { Button } from '@bbg/shared/ui/button/button';
import { SubscribeBox } from '@bbg/shared/ui/subscribe-box/subscribe-box';
import type { JoinStep, SectionIntro as SectionIntroCopy } from '../../content/partners';
import { PartnersSection } from './partners-section';
import { SectionIntro } from './section-intro';
import styles from './how-section.module.css';

interface HowSectionProps {
  readonly intro: SectionIntroCopy;
  readonly steps: readonly JoinStep[];
  readonly cta: { readonly title: string; readonly buttonText: string };
  readonly newsletter: { readonly title: string; readonly text: string; readonly label: string };
  readonly onJoin: () => void;
}

/** How to join: three steps, the Join Us call-to-action (opens the partner form) and the newsletter block. */
export function HowSection({ intro, steps, cta, newsletter, onJoin }: HowSectionProps) {
  return (
    <PartnersSection tone="tint">
      <SectionIntro id="how-title" copy={intro} />
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.panels}>
        <div className={styles.cta}>
          <p className={styles.ctaTitle}>{cta.title}</p>
          <Button variant="light" className={styles.join} aria-haspopup="dialog" onClick={onJoin}>
            {cta.buttonText}
          </Button>
        </div>
        <div className={styles.newsletter}>
          <h3 className={styles.newsletterTitle}>{newsletter.title}</h3>
          <p className={styles.newsletterText}>{newsletter.text}</p>
          <SubscribeBox rule="newsletter" label={newsletter.label} tone="dark" />
        </div>
      </div>
    </PartnersSection>
  );
}
