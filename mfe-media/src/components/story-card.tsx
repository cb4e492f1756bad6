import { Card, CardLink, CardGrid, CardArt } from '@bbg/kit';
import { ARTICLE_PATH, type MediaStory } from '../content/media-story';
import styles from './story-card.module.css';

/** A story: its art, date, title (the link, stretched over the whole card) and summary. */
function StoryCard({ story }: { readonly story: MediaStory }) {
  return (
    <Card as="article" padding="none" lift className={styles.card}>
      <CardArt topic={story.art} />
      <div className={styles.body}>
        <time className={styles.date} dateTime={story.dateTime}>
          {story.date}
        </time>
        <h3 className={styles.title}>
          <CardLink to={ARTICLE_PATH}>{story.title}</CardLink>
        </h3>
        <p className={styles.summary}>{story.summary}</p>
      </div>
    </Card>
  );
}

/** Stories in a grid of one, two or three columns. */
export function StoryGrid({ stories }: { readonly stories: readonly MediaStory[] }) {
  return (
    <CardGrid>
      {stories.map((story) => (
        <li key={story.id} className={styles.item}>
          <StoryCard story={story} />
        </li>
      ))}
    </CardGrid>
  );
}
