import { Button, ExternalLink, Section, SectionHeading, Wordmark, Eyebrow, type LogoItem } from '@bbg/kit';
import type { DivisionClosing } from '../../content/division-pages';
import styles from './closing-section.module.css';

interface ClosingSectionProps {
  readonly closing: DivisionClosing;
  /** The division's brands, by their own names. */
  readonly brands: readonly LogoItem[];
  /** What screen readers hear after a brand's name, on its link to the brand's site. */
  readonly brandSiteNote: string;
}

/** The closing call to action of a division page: contact the team, or visit the division's brands. */
export function ClosingSection({ closing, brands, brandSiteNote }: ClosingSectionProps) {
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
        {brands.map((brand) => (
          <li key={brand.id}>
            {brand.link ? (
              <ExternalLink className={styles.brand} href={brand.link} note={brandSiteNote}>
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
