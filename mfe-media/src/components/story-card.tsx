import { Link } from '@bbg/shared/platform';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { ARTICLE_PATH, type MediaStory } from '../content/media-story';
import styles from './story-card.module.css';

/** A story: its art, date, title (the link, stretched over the whole card) and summary. */
export function StoryCard({ story }: { readonly story: MediaStory }) {
  return (
    <article className={styles.card}>
      <img className={styles.image} src={artUrl(story.art)} width={ART_WIDTH} height={ART_HEIGHT} alt="" loading="lazy" decoding="async" />
      <div className={styles.body}>
        <time className={styles.date} dateTime={story.dateTime}>
          {story.date}
        </time>
        <h3 className={styles.title}>
          <Link className={styles.link} to={ARTICLE_PATH}>
            {story.title}
          </Link>
        </h3>
        <p className={styles.summary}>{story.summary}</p>
      </div>
    </article>
  );
}

/** Stories in a grid of one, two or three columns. */
export function StoryGrid({ stories }: { readonly stories: readonly MediaStory[] }) {
  return (
    <ul className={styles.grid}>
      {stories.map((story) => (
        <li key={story.id} className={styles.item}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
