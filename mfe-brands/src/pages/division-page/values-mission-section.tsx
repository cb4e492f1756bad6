import { Link } from '@bbg/platform';
import { type BannerEntry, Highlight } from '@bbg/kit';
import type { SharedSection } from '../../content/division-pages';
import { ArtBackdrop } from '../hero-pages/art-backdrop';
import { DarkCopy } from '../hero-pages/dark-copy';
import styles from './values-mission-section.module.css';

/**
 * The shared section of /gsa, /logistics and /it: banner entry 16 (values and mission) shown as a section of the
 * page, with an h2, so the page keeps its one h1.
 */
export function ValuesMissionSection({ content }: { readonly content: SharedSection }) {
  const entry: BannerEntry = content.banner;
  const titleId = `${content.anchorId}-title`;
  return (
    <section id={content.anchorId} className={styles.section} aria-labelledby={titleId}>
      <ArtBackdrop topic={entry.backgroundImage} />
      <DarkCopy
        className={styles.content}
        eyebrow={content.eyebrow}
        heading="h2"
        headingId={titleId}
        headingClassName={styles.title}
        title={
          <>
            {entry.title} <Highlight color={entry.highlightColor}>{entry.highlight}</Highlight>
          </>
        }
        paragraphs={[entry.description]}
        links={(linkClassName) => (
          <Link className={linkClassName} to={content.link}>
            {content.linkText}
          </Link>
        )}
      >
        <ul className={styles.values} aria-label={content.valuesLabel}>
          {content.values.map((value) => (
            <li key={value} className={styles.value}>
              {value}
            </li>
          ))}
        </ul>
      </DarkCopy>
    </section>
  );
}
