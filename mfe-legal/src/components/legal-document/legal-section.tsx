import { isLegalList, type LegalSection as LegalSectionData } from '../../content/legal-document';
import { useJumpLink } from './use-jump-link';
import { LegalText } from './legal-text';
import styles from './legal-section.module.css';

interface LegalSectionProps {
  readonly section: LegalSectionData;
  readonly tocId: string;
  readonly backLabel: string;
}

/** One titled section of a legal document; its heading is the target of the table of contents. */
export function LegalSection({ section, tocId, backLabel }: LegalSectionProps) {
  const jump = useJumpLink();
  return (
    <section className={styles.section} aria-labelledby={section.id} data-section={section.id}>
      <h2 id={section.id} className={styles.heading} tabIndex={-1}>
        {section.heading}
      </h2>
      {section.body.map((block, index) =>
        // Blocks are fixed copy that never reorders, so their position is a stable key.
        isLegalList(block) ? (
          <ul key={index} className={styles.list}>
            {block.list.map((item, itemIndex) => (
              <li key={itemIndex}>
                <LegalText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.paragraph}>
            <LegalText text={block} />
          </p>
        ),
      )}
      <a className={styles.back} href={`#${tocId}`} onClick={jump}>
        {backLabel}
      </a>
    </section>
  );
}
