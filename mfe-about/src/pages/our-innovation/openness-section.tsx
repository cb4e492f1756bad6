import { NumberedCards } from '../../components/numbered-cards/numbered-cards';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import type { InnovationPoint, InnovationTheme } from '../../content/our-innovation';
import styles from './openness-section.module.css';

interface OpennessSectionProps {
  readonly theme: InnovationTheme;
  readonly points: readonly InnovationPoint[];
}

/** The openness theme and its points, numbered, in a grid of one, two or four columns. */
export function OpennessSection({ theme, points }: OpennessSectionProps) {
  const titleId = `${theme.sectionId}-title`;
  return (
    <section id={theme.sectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <SectionHeading id={titleId} eyebrow={theme.eyebrow} title={theme.title} highlight={theme.highlight} lead={theme.description} />
        <NumberedCards cards={points} />
      </div>
    </section>
  );
}
