import { Card } from '@bbg/shared/ui/card/card';
import { Carousel } from '@bbg/shared/ui/carousel/carousel';
import { valuesCarouselConfig, type CoreValue } from '../../content/vision-values';
import { Section } from '@bbg/shared/ui/section/section';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
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
        renderSlide={(value, index) => (
          <Card as="article" tone="ink" padding="lg" className={styles.slide}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.text}>{value.text}</p>
          </Card>
        )}
      />
    </Section>
  );
}
