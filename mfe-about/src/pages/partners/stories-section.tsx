import { Card, CardGrid, Section, SectionHeading, Carousel, type CarouselConfig } from '@bbg/kit';
import { Quote } from 'lucide-react';
import type { SectionIntro as SectionIntroCopy, SuccessStory, Testimonial } from '../../content/partners';
import styles from './stories-section.module.css';
import { fill } from '@bbg/contract';

interface StoriesSectionProps {
  readonly intro: SectionIntroCopy;
  readonly testimonials: readonly Testimonial[];
  readonly testimonialsConfig: CarouselConfig;
  readonly stories: readonly SuccessStory[];
  /** Under a testimonial: '{role}, {company}', as the document's language writes it. */
  readonly byline: string;
}

/**
 * Partner stories: the testimonial carousel, then what BBG's brands built with their partners (each figure isolated, so
 * it keeps its own direction on a right-to-left page).
 */
export function StoriesSection({ intro, testimonials, testimonialsConfig, stories, byline }: StoriesSectionProps) {
  return (
    <Section as="div" height="full" tone="dark">
      <SectionHeading id="stories-title" eyebrow={intro.eyebrow} title={intro.title} highlight={intro.highlight} lead={intro.description} tone="light" />
      <div className={styles.testimonials}>
        <Carousel
          config={testimonialsConfig}
          items={testimonials}
          getKey={(testimonial) => testimonial.id}
          renderSlide={(testimonial) => (
            <Card as="figure" padding="lg" className={styles.quote}>
              <Quote aria-hidden="true" size={32} className={styles.quoteIcon} />
              <blockquote className={styles.quoteText}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.person}>{testimonial.person}</span>
                <span className={styles.company}>{fill(byline, { role: testimonial.role, company: testimonial.company })}</span>
              </figcaption>
            </Card>
          )}
        />
      </div>
      <CardGrid columns={2}>
        {stories.map((story) => (
          <Card as="li" key={story.id} tone="glass">
            <h3 className={styles.brand}>{story.brand}</h3>
            <p className={styles.storyText}>{story.text}</p>
            <dl className={styles.figures}>
              {story.stats.map((stat) => (
                <div key={stat.id} className={styles.figure}>
                  <dt className={styles.figureLabel}>{stat.label}</dt>
                  <dd className={styles.figureValue}>
                    <bdi>{stat.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
