import { ArrowRight } from 'lucide-react';
import { Card, CardLink, CardArt } from '@bbg/kit';
import type { MediaCard } from '../../content/media-center';
import styles from './media-cards.module.css';

/** The five media cards, each its collection's title (the link) and description. */
export function MediaCards({ cards }: { readonly cards: readonly MediaCard[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <Card as="li" key={card.id} tone="ink" padding="none" lift className={styles.card}>
          <CardArt topic={card.art} fit="cover" className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.title}>
              <CardLink to={card.link}>{card.title}</CardLink>
            </h3>
            <p className={styles.desc}>{card.desc}</p>
            <ArrowRight className={styles.arrow} aria-hidden="true" size={22} />
          </div>
        </Card>
      ))}
    </ul>
  );
}
