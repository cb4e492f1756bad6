import type { ExternalHref } from '@bbg/contract';
import styles from './wordmark.module.css';

/** Logo item: a brand, partner, supplier or client, drawn as a wordmark in the site's one logo style. */
export interface LogoItem {
  readonly id: string;
  /** The company's name: the wordmark's text and its accessible name. */
  readonly name: string;
  /** Its external site; absent when the client's list gives no link. */
  readonly link?: ExternalHref;
}

type WordmarkTone = 'ink' | 'light';

interface WordmarkProps {
  readonly name: string;
  /** 'light' on dark backgrounds. */
  readonly tone?: WordmarkTone;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** Up to two initials for the monogram: "Next Holidays" → "NH", "SPJ" → "S". */
export const monogram = (name: string): string =>
  name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A logo made for this site (the site's imagery: generated, never fetched): a monogram tile and the name in the display face.
 * The name is real text, so it is the accessible name wherever the wordmark sits (a link, a slide, a grid).
 */
export function Wordmark({ name, tone = 'ink', size = 'md' }: WordmarkProps) {
  return (
    // A logo is drawn one way in every language: the tile before the name, never mirrored on an Arabic page.
    <span className={styles.wordmark} data-tone={tone} data-size={size} dir="ltr">
      <span className={styles.mark} aria-hidden="true">
        {monogram(name)}
      </span>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
