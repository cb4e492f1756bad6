import type { CardTone } from '../card/card';
import { CardGrid } from '../card-grid/card-grid';
import { NumberedCard, type NumberedItem } from './numbered-card';

interface NumberedCardsProps {
  readonly items: readonly NumberedItem[];
  readonly columns?: 2 | 3 | 4;
  readonly tone?: CardTone;
  readonly bar?: boolean;
  readonly label?: string;
  /** False: the same cards without numbers, as an unordered list (points whose order does not matter). */
  readonly numbered?: boolean;
  readonly className?: string;
}

/** Steps, objectives or services in order: an ordered grid of numbered cards (one column on phones, two on tablets). */
export function NumberedCards({ items, columns = 4, tone, bar, label, numbered = true, className }: NumberedCardsProps) {
  return (
    <CardGrid as={numbered ? 'ol' : 'ul'} columns={columns} label={label} className={className}>
      {items.map((item, index) => (
        <NumberedCard key={item.title} number={numbered ? index + 1 : undefined} item={item} tone={tone} bar={bar} />
      ))}
    </CardGrid>
  );
}
