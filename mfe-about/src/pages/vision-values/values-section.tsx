import { NumberedCard, Carousel, Section, SectionHeading, type CarouselConfig } from '@bbg/kit';
import type { CoreValue } from '../../content/vision-values';
import styles from './values-section.module.css';

interface ValuesSectionProps {
  readonly heading: string;
  readonly values: readonly CoreValue[];
  /** The carousel's pace and its accessible name, in the document's language. */
  readonly config: CarouselConfig;
}

/** The four values, one slide each. */
export function ValuesSection({ heading, values, config }: ValuesSectionProps) {
  return (
    <Section labelledBy="values-title">
      <SectionHeading id="values-title" title={heading} />
      <Carousel
        config={config}
        items={values}
        getKey={(value) => value.id}
        renderSlide={(value, index) => <NumberedCard as="article" number={index + 1} item={value} tone="ink" className={styles.slide} />}
      />
    </Section>
  );
}
