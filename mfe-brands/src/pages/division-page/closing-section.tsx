import { Link } from '@bbg/shared/platform';
import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import { Wordmark } from '@bbg/shared/ui/wordmark/wordmark';
import type { DivisionClosing } from '../../content/division-pages';
import styles from './closing-section.module.css';

/** The closing call to action of a division page: contact the team, or visit the division's brands. */
export function ClosingSection({ closing }: { readonly closing: DivisionClosing }) {
  return (
    <section className={styles.section} aria-labelledby="closing-title">
      <div className={styles.inner}>
        <h2 id="closing-title" className={styles.title}>
          {closing.title} <span className={styles.highlight}>{closing.highlight}</span>
        </h2>
        <p className={styles.text}>{closing.text}</p>
        <Link className={styles.contact} to={closing.contactLink}>
          {closing.contactText}
        </Link>
        <h3 className={styles.brandsLabel}>{closing.brandsLabel}</h3>
        <ul className={styles.brands}>
          {closing.brands.map((brand) => (
            <li key={brand.id}>
              {brand.link ? (
                <ExternalLink className={styles.brand} href={brand.link} note="website (opens in a new tab)">
                  <Wordmark name={brand.name} size="lg" />
                </ExternalLink>
              ) : (
                <span className={styles.brand}>
                  <Wordmark name={brand.name} size="lg" />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
