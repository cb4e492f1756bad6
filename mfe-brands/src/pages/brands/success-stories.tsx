import { island } from '@bbg/runtime';
import { Section, SectionHeading } from '@bbg/kit';
import type { SuccessStoriesCopy, SuccessStory } from '../../content/brands-page';
import styles from './success-stories.module.css';

// Served with every story; the last section of the page, so its code comes alive as it comes near.
const StoriesCarousel = island('success-stories', () => import('./stories-carousel').then((module) => module.StoriesCarousel), 'near');

interface SuccessStoriesProps {
  readonly copy: SuccessStoriesCopy;
  readonly stories: readonly SuccessStory[];
}

/** Success stories (a carousel of three). */
export function SuccessStories({ copy, stories }: SuccessStoriesProps) {
  return (
    <Section as="div" height="full">
      <SectionHeading eyebrow={copy.eyebrow} title={copy.title} highlight={copy.highlight} />
      <div className={styles.slot}>
        <StoriesCarousel label={copy.carouselLabel} readMore={copy.readMore} stories={stories} />
      </div>
    </Section>
  );
}
