import { fill } from '@bbg/contract';
import { ShareButton, NumberedCards, Section, SectionHeading } from '@bbg/kit';
import { AMBITION_HASHTAG, type Ambition, type AmbitionPoint } from '../../content/ambitions';
import styles from './ambition-sections.module.css';

const toCards = (points: readonly AmbitionPoint[]) => points.map((point) => ({ title: point.title, text: point.description }));

interface AmbitionSectionsProps {
  readonly ambition: Ambition;
  /** What it says in place of an ambition with neither objectives nor values (the catalogue's AMBITION_NOT_FOUND). */
  readonly notFound: string;
}

/** The ambition its page hands it: its objectives, then its values, the group's hashtag and Share; `notFound` when it has neither. */
export function AmbitionSections({ ambition, notFound }: AmbitionSectionsProps) {
  if (ambition.objectives.length === 0 && ambition.objectives2.length === 0) {
    return (
      <p className={styles.missing} role="alert">
        {notFound}
      </p>
    );
  }
  return (
    <>
      {/* Banner 11's Explore button scrolls here. */}
      <Section id="objectives" tone="lilac" className={styles.section} labelledBy="objectives-title">
        <SectionHeading id="objectives-title" title={ambition.title} />
        <NumberedCards items={toCards(ambition.objectives)} bar />
      </Section>
      <Section tone="dark" className={styles.section} labelledBy="ambition-values-title">
        <SectionHeading id="ambition-values-title" title={ambition.title2} tone="light" />
        {ambition.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <NumberedCards items={toCards(ambition.objectives2)} tone="glass" />
        {ambition.paragraphs2.map((paragraph) => (
          <p key={paragraph} className={styles.closing}>
            {/* Isolated (FSI … PDI): a Latin hashtag keeps its # in front in an Arabic sentence. */}
            {fill(paragraph, { hashtag: `\u2068${AMBITION_HASHTAG}\u2069` })}
          </p>
        ))}
        <div className={styles.buttons}>
          {ambition.buttons.map((button) => (button.icon === 'share' ? <ShareButton key={button.label} instagram="profile" /> : null))}
        </div>
      </Section>
    </>
  );
}
