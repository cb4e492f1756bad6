import { Card, CardArt, CardGrid, Eyebrow, Section, SectionHeading } from '@bbg/kit';
import { useHomeCopy } from '../home-copy';
import styles from './news-section.module.css';

/** News & Events: a grid of ten cards, all dated as the client's copy has them. */
export function NewsSection() {
  const { HOME_NEWS_DATE, homeNews, newsIntro } = useHomeCopy().news;
  return (
    <Section as="div" height="full" tone="grey">
      <SectionHeading eyebrow={newsIntro.eyebrow} title={newsIntro.title} />
      <CardGrid columns={5} dense>
        {homeNews.map((card) => (
          <li key={card.id}>
            <Card as="article" padding="none" className={styles.card}>
              <CardArt topic={card.image} />
              <div className={styles.body}>
                <Eyebrow tone="accent" size="sm" className={styles.tag}>
                  {card.tag}
                </Eyebrow>
                <h3 className={styles.title}>{card.title}</h3>
                <p className={styles.date}>{HOME_NEWS_DATE}</p>
              </div>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
