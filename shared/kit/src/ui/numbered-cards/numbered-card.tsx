import { Card, type CardTone } from '../card/card';
import styles from './numbered-cards.module.css';

export interface NumberedItem {
  readonly title: string;
  readonly text: string;
}

interface NumberedCardProps {
  /** Its place in the list, from 1: shown as 01, 02 … (hidden from screen readers, which count the list). None: a title-and-text card. */
  readonly number?: number;
  readonly item: NumberedItem;
  readonly tone?: CardTone;
  /** The brand's gradient bar along the top. */
  readonly bar?: boolean;
  readonly as?: 'li' | 'article';
  readonly className?: string;
}

/** A card led by its number (01, 02 …), then its title and text; without a number, a plain title-and-text card. */
export function NumberedCard({ number, item, tone = 'white', bar = false, as = 'li', className }: NumberedCardProps) {
  return (
    <Card as={as} tone={tone} padding="lg" className={className ? `${styles.card} ${className}` : styles.card} data-bar={bar || undefined}>
      {number === undefined ? null : (
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
      )}
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.text}</p>
    </Card>
  );
}
