import { Link } from '@bbg/platform';
import { NEWS_ARTICLE_PATH, type NewsCard, type NewsCardSet } from '../../content/news-cards';
import { CardArt } from '../card/card-art';
import { Section } from '../section/section';
import { SectionHeading } from '../section-heading/section-heading';
import styles from './news-cards.module.css';

function Card({ card, size }: { readonly card: NewsCard; readonly size: 'main' | 'side' | 'small' }) {
  return (
    <article className={styles[size]}>
      {card.imgSrc ? (
        <CardArt topic={card.imgSrc} />
      ) : null}
      <div className={styles.body}>
        <span
          className={styles.tag}
          // CSSOM, not a style attribute: the tag colour comes from the data.
          ref={(node) => node?.style.setProperty('--tag', card.buttonStyle)}
        >
          {card.buttonText}
        </span>
        <h3 className={styles.title}>
          <Link className={styles.link} to={NEWS_ARTICLE_PATH}>
            {card.title}
          </Link>
        </h3>
        {card.description ? <p>{card.description}</p> : null}
        <p className={styles.date}>{card.date}</p>
      </div>
    </article>
  );
}

/** The news card set its page hands it: main card, a side card revealed on hover or focus, three lower cards. */
export function NewsCards({ items: set, heading }: { readonly items: NewsCardSet; readonly heading: string }) {
  const id = set.id;
  return (
    <Section tone="grey" labelledBy={`news-${id}-title`}>
      <SectionHeading id={`news-${id}-title`} title={heading} />
      <div className={styles.top}>
        <Card card={set.mainCard} size="main" />
        <Card card={set.sideCard} size="side" />
      </div>
      <div className={styles.row}>
        {[set.card1, set.card2, set.card3].map((card, index) => (
          <Card key={`${card.title}-${index}`} card={card} size="small" />
        ))}
      </div>
    </Section>
  );
}
