import type { LegalSection } from '../../content/legal-document';
import { useJumpLink } from './use-jump-link';
import styles from './legal-toc.module.css';

interface LegalTocProps {
  /** Id of the table's own heading, the target of each section's "back to contents" link. */
  readonly id: string;
  readonly label: string;
  readonly sections: readonly Pick<LegalSection, 'id' | 'heading'>[];
  /** The section being read, marked as the current location. */
  readonly activeId?: string | undefined;
}

/** Table of contents: in-page links that scroll to a section and move focus to its heading. */
export function LegalToc({ id, label, sections, activeId }: LegalTocProps) {
  const jump = useJumpLink();
  return (
    <nav className={styles.toc} aria-labelledby={id}>
      <h2 id={id} className={styles.title} tabIndex={-1}>
        {label}
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              className={styles.link}
              href={`#${section.id}`}
              onClick={jump}
              aria-current={section.id === activeId ? 'location' : undefined}
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
