import { Button, ExternalLink, Section, SectionHeading, Wordmark, Eyebrow } from '@bbg/kit';
import type { DivisionClosing } from '../../content/division-pages';
import styles from './closing-section.module.css';

/** The closing call to action of a division page: contact the team, or visit the division's brands. */
export function ClosingSection({ closing }: { readonly closing: DivisionClosing }) {
  return (
    <Section tone="lilac" width="narrow" labelledBy="closing-title" className={styles.section}>
      <SectionHeading id="closing-title" align="center" title={closing.title} highlight={closing.highlight} lead={closing.text} />
      <Button to={closing.contactLink} size="lg">
        {closing.contactText}
      </Button>
      <Eyebrow as="h3" className={styles.brandsLabel}>
        {closing.brandsLabel}
      </Eyebrow>
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
    </Section>
  );
}
