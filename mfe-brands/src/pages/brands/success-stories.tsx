import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@bbg/shared/hooks/use-near-viewport';
import { Section } from '@bbg/shared/ui/section/section';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import type { SuccessStory, successStoriesCopy } from '../../content/brands-page';
import styles from './success-stories.module.css';

// The carousel (swiper) loads only when the section comes near: the page's first load stays within its budget.
const StoriesCarousel = lazy(() => import('./stories-carousel').then((module) => ({ default: module.StoriesCarousel })));

interface SuccessStoriesProps {
  readonly copy: typeof successStoriesCopy;
  readonly stories: readonly SuccessStory[];
}

/** Success stories (spec: a carousel of three). */
export function SuccessStories({ copy, stories }: SuccessStoriesProps) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <Section as="div" height="full">
      <SectionHeading eyebrow={copy.eyebrow} title={copy.title} highlight={copy.highlight} />
      <div ref={slot} className={styles.slot}>
        {near ? (
          <Suspense fallback={null}>
            <StoriesCarousel label={copy.carouselLabel} readMore={copy.readMore} stories={stories} />
          </Suspense>
        ) : null}
      </div>
    </Section>
  );
}
