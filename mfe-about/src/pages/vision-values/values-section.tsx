import { NumberedCard, Carousel, Section, SectionHeading } from '@bbg/kit';
import { valuesCarouselConfig, type CoreValue } from '../../content/vision-values';
import styles from './values-section.module.css';

interface ValuesSectionProps {
  readonly heading: string;
  readonly values: readonly CoreValue[];
}

/** The four values, one slide each. */
export function ValuesSection({ heading, values }: ValuesSectionProps) {
  return (
    <Section labelledBy="values-title">
      <SectionHeading id="values-title" title={heading} />
      <Carousel
        config={valuesCarouselConfig}
        items={values}
        getKey={(value) => value.id}
        renderSlide={(value, index) => <NumberedCard as="article" number={index + 1} item={value} tone="ink" className={styles.slide} />}
      />
    </Section>
  );
}
