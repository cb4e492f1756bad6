import { lazy, Suspense, useRef } from 'react';
import type { SuccessStory, successStoriesCopy } from '../../content/brands-page';
import { useNearViewport } from '@bbg/shared/hooks/use-near-viewport';
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
    <div className={styles.section}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h2 className={styles.title}>
          {copy.title} <span className={styles.highlight}>{copy.highlight}</span>
        </h2>
        <div ref={slot} className={styles.slot}>
          {near ? (
            <Suspense fallback={null}>
              <StoriesCarousel label={copy.carouselLabel} readMore={copy.readMore} stories={stories} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
