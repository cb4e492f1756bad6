import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import type { QrBrand, QrCategory } from '../../content/qr-link';
import styles from './qr-category-card.module.css';

interface QrCategoryCardProps {
  readonly category: QrCategory;
  readonly countLabel: string;
  readonly newTabNote: string;
}

function BrandItem({ brand, newTabNote }: { readonly brand: QrBrand; readonly newTabNote: string }) {
  if (!brand.href) return <span className={styles.plain}>{brand.name}</span>;
  return (
    <ExternalLink className={styles.link} href={brand.href} note={newTabNote}>
      <span>{brand.name}</span>
      <span className={styles.arrow} aria-hidden="true">
        ↗
      </span>
    </ExternalLink>
  );
}

/** One category of the group: its name, how many brands it has, and each brand's site. */
export function QrCategoryCard({ category, countLabel, newTabNote }: QrCategoryCardProps) {
  const titleId = `qr-category-${category.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
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
