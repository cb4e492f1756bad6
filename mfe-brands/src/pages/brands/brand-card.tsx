import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, Card, CardLink, CardArt, VisuallyHidden, Wordmark } from '@bbg/kit';
import type { BrandBlurb, DirectoryBrand } from '../../content/brand-directory';
import styles from './brand-card.module.css';

interface BrandCardProps {
  readonly brand: DirectoryBrand;
  /** What the card says about the brand, in the document's language. */
  readonly blurb: BrandBlurb | undefined;
  /** Text of the toggle that reveals the description by tap or keyboard; the brand's name follows it. */
  readonly aboutLabel: string;
}

/**
 * One brand: its wordmark (a link to its page when it has one) and a description revealed on hover,
 * on focus, or by the About toggle (tap, keyboard), so brands without a page are no dead ends.
 */
export function BrandCard({ brand, blurb, aboutLabel }: BrandCardProps) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const descriptionId = useId();
  const mark = <Wordmark name={brand.name} />;

  return (
    <Card as="article" padding="none" lift className={styles.card} data-open={open} aria-labelledby={nameId}>
      {/* First, as it sits in the picture's top corner: Tab reaches it before the name's link below. */}
      <Button variant="light" icon className={styles.toggle} aria-expanded={open} aria-controls={descriptionId} onClick={() => setOpen(!open)}>
        <Info aria-hidden="true" size={20} />
        <VisuallyHidden>
          {aboutLabel} {brand.name}
        </VisuallyHidden>
      </Button>
      <CardArt topic={brand.art} className={styles.art} />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {brand.page ? (
            <CardLink to={brand.page} aria-describedby={descriptionId}>
              {mark}
            </CardLink>
          ) : (
            mark
          )}
        </h3>
        <p className={styles.label}>{blurb?.label}</p>
      </div>
      <p id={descriptionId} className={styles.description}>
        {blurb?.description}
      </p>
    </Card>
  );
}
