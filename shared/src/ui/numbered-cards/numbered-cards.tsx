import type { CardTone } from '../card/card';
import { CardGrid } from '../card-grid/card-grid';
import { NumberedCard, type NumberedItem } from './numbered-card';

interface NumberedCardsProps {
  readonly items: readonly NumberedItem[];
  readonly columns?: 3 | 4;
  readonly tone?: CardTone;
  readonly bar?: boolean;
  readonly label?: string;
  readonly className?: string;
}

/** Steps, objectives or services in order: an ordered grid of numbered cards (one column on phones, two on tablets). */
export function NumberedCards({ items, columns = 4, tone, bar, label, className }: NumberedCardsProps) {
  return (
    <CardGrid as="ol" columns={columns} label={label} className={className}>
      {items.map((item, index) => (
        <NumberedCard key={item.title} number={index + 1} item={item} tone={tone} bar={bar} />
      ))}
    </CardGrid>
  );
}
