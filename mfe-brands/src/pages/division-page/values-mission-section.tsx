import { Link } from '@bbg/shared/platform';
import { BANNER_NOT_FOUND, findBanner } from '@bbg/shared/content/banners';
import type { sharedSection } from '../../content/division-pages';
import { ArtBackdrop } from '../hero-pages/art-backdrop';
import copy from '../hero-pages/dark-copy.module.css';
import { Highlight } from '../hero-pages/highlight';
import styles from './values-mission-section.module.css';

/**
 * The shared section of /gsa, /logistics and /it: banner entry 16 (values and mission) shown as a section of the
 * page, with an h2, so the page keeps its one h1.
 */
export function ValuesMissionSection({ content }: { readonly content: typeof sharedSection }) {
  const entry = findBanner(content.bannerId);
  if (!entry) {
    return (
      <p className={styles.missing} role="alert">
        {BANNER_NOT_FOUND}
      </p>
    );
  }
  const titleId = `${content.anchorId}-title`;
  return (
    <section id={content.anchorId} className={styles.section} aria-labelledby={titleId}>
      <ArtBackdrop topic={entry.backgroundImage} />
      <div className={`${copy.content} ${styles.content}`}>
        <p className={copy.eyebrow}>{content.eyebrow}</p>
        <h2 id={titleId} className={`${copy.title} ${styles.title}`}>
          {entry.title} <Highlight text={entry.highlight} color={entry.highlightColor} />
        </h2>
        <p className={copy.description}>{entry.description}</p>
        <ul className={styles.values} aria-label={content.valuesLabel}>
          {content.values.map((value) => (
            <li key={value} className={styles.value}>
              {value}
            </li>
          ))}
        </ul>
        <Link className={copy.button} to={content.link}>
          {content.linkText}
        </Link>
      </div>
    </section>
  );
}
