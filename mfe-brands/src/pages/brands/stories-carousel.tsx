import { Card, CardArt, Button, Carousel, type CarouselConfig, Wordmark } from '@bbg/kit';
import type { SuccessStory } from '../../content/brands-page';
import styles from './success-stories.module.css';

interface StoriesCarouselProps {
  readonly label: string;
  readonly readMore: string;
  readonly stories: readonly SuccessStory[];
}

function StorySlide({ story, readMore }: { readonly story: SuccessStory; readonly readMore: string }) {
  return (
    <Card as="article" tone="lilac" padding="none" className={styles.story}>
      <CardArt topic={story.art} fit="fill" />
      <div className={styles.body}>
        <Wordmark name={story.brand} size="sm" />
        <h3 className={styles.storyTitle}>{story.title}</h3>
        <p className={styles.text}>{story.text}</p>
        <p className={styles.stat}>
          <strong className={styles.value}>
            <bdi>{story.stat.value}</bdi>
          </strong>{' '}
          {story.stat.label}
        </p>
        <Button to={story.page}>
          {readMore} {story.brand}
        </Button>
      </div>
    </Card>
  );
}

/** The stories on the kit carousel: it rides, pauses on hover and focus, and stays still under reduced motion. */
export function StoriesCarousel({ label, readMore, stories }: StoriesCarouselProps) {
  const config: CarouselConfig = { label, slidesPerView: 1, autoplayMs: 6000, speedMs: 600, loop: true, arrows: true, dots: true };
  return <Carousel config={config} items={stories} getKey={(story) => story.id} renderSlide={(story) => <StorySlide story={story} readMore={readMore} />} />;
}
