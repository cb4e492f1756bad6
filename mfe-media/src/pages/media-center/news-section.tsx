import { ArrowRight } from 'lucide-react';
import { Button, Card, CardArt } from '@bbg/kit';
import type { FeaturedArticle } from '../../content/media-center';
import { ARTICLE_PATH, type MediaStory } from '../../content/media-story';
import { StoryGrid } from '../../components/story-card';
import styles from './news-section.module.css';

interface NewsSectionProps {
  readonly featured: FeaturedArticle;
  readonly stories: readonly MediaStory[];
}

/** The featured article with its Read Article button, then the latest headlines. */
export function NewsSection({ featured, stories }: NewsSectionProps) {
  return (
    <>
      <Card as="article" tone="ink" padding="none" className={styles.featured} aria-labelledby="featured-title">
        <CardArt topic={featured.art} fit="fill" />
        <div className={styles.body}>
          <p className={styles.meta}>
            <span className={styles.tag}>{featured.tag}</span>
            <time dateTime={featured.dateTime}>{featured.date}</time>
          </p>
          <h3 id="featured-title" className={styles.title}>
            {featured.title}
          </h3>
          <p className={styles.summary}>{featured.summary}</p>
          <Button variant="light" to={ARTICLE_PATH}>
            {featured.buttonText}
            <ArrowRight aria-hidden="true" size={18} />
          </Button>
        </div>
      </Card>
      <StoryGrid stories={stories} />
    </>
  );
}
