import { Quote } from 'lucide-react';
import { Carousel, type CarouselConfig } from '@bbg/shared/ui/carousel/carousel';
import type { SectionIntro as SectionIntroCopy, SuccessStory, Testimonial } from '../../content/partners';
import { PartnersSection } from './partners-section';
import { SectionIntro } from './section-intro';
import styles from './stories-section.module.css';

interface StoriesSectionProps {
  readonly intro: SectionIntroCopy;
  readonly testimonials: readonly Testimonial[];
  readonly testimonialsConfig: CarouselConfig;
  readonly stories: readonly SuccessStory[];
}

/** Partner stories: the testimonial carousel, then what BBG's brands built with their partners. */
export function StoriesSection({ intro, testimonials, testimonialsConfig, stories }: StoriesSectionProps) {
  return (
    <PartnersSection tone="dark">
      <SectionIntro id="stories-title" copy={intro} tone="dark" />
      <div className={styles.testimonials}>
        <Carousel
          config={testimonialsConfig}
          items={testimonials}
          getKey={(testimonial) => testimonial.id}
          renderSlide={(testimonial) => (
            <figure className={styles.quote}>
              <Quote aria-hidden="true" size={32} className={styles.quoteIcon} />
              <blockquote className={styles.quoteText}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.person}>{testimonial.person}</span>
                <span className={styles.company}>
                  {testimonial.role}, {testimonial.company}
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
      <ul className={styles.stories}>
        {stories.map((story) => (
          <li key={story.id} className={styles.story}>
            <h3 className={styles.brand}>{story.brand}</h3>
            <p className={styles.storyText}>{story.text}</p>
            <dl className={styles.figures}>
              {story.stats.map((stat) => (
                <div key={stat.id} className={styles.figure}>
                  <dt className={styles.figureLabel}>{stat.label}</dt>
                  <dd className={styles.figureValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </PartnersSection>
  );
}
