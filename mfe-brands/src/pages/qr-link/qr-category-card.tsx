import { ArrowUpRight } from 'lucide-react';
import { ExternalLink, Wordmark } from '@bbg/kit';
import type { QrBrand, QrCategory } from '../../content/qr-link';
import styles from './qr-category-card.module.css';

interface QrCategoryCardProps {
  readonly id: string;
  readonly category: QrCategory;
  readonly countLabel: string;
  readonly newTabNote: string;
}

function BrandItem({ brand, newTabNote }: { readonly brand: QrBrand; readonly newTabNote: string }) {
  if (!brand.href) {
    return (
      <span className={styles.plain}>
        <Wordmark name={brand.name} size="sm" />
      </span>
    );
  }
  return (
    <ExternalLink className={styles.link} href={brand.href} note={newTabNote}>
      <Wordmark name={brand.name} size="sm" />
      <ArrowUpRight className={styles.arrow} aria-hidden="true" size={18} />
    </ExternalLink>
  );
}

/** A category's popup: its name, how many brands it has, and each brand's logo linking to its site. */
export function QrCategoryCard({ id, category, countLabel, newTabNote }: QrCategoryCardProps) {
  const titleId = `${id}-title`;
  return (
    <article id={id} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {category.name}
      </h2>
      <p className={styles.count}>{countLabel}</p>
      <ul className={styles.brands}>
        {category.brands.map((brand) => (
          <li key={brand.id}>
            <BrandItem brand={brand} newTabNote={newTabNote} />
          </li>
        ))}
      </ul>
    </article>
  );
}
