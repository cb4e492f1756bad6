import { Card } from '@bbg/shared/ui/card/card';
import { CardGrid } from '@bbg/shared/ui/card-grid/card-grid';
import styles from './numbered-cards.module.css';

export interface NumberedCard {
  readonly title: string;
  readonly text: string;
}

interface NumberedCardsProps {
  readonly cards: readonly NumberedCard[];
  /** 'light' cards on light sections, 'glass' cards on dark ones. */
  readonly tone?: 'light' | 'glass';
}

/** An ordered grid of numbered cards (01, 02…): one, two or four columns. */
export function NumberedCards({ cards, tone = 'light' }: NumberedCardsProps) {
  return (
    <CardGrid as="ol" columns={4}>
      {cards.map((card, index) => (
        <Card as="li" key={card.title} tone={tone === 'glass' ? 'glass' : 'white'} padding="lg" className={styles.card} data-look={tone}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
