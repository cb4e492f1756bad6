import type { LegalDocument } from '../../content/legal-document';
import styles from './legal-document-view.module.css';

const slug = (heading: string): string => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A legal text: title, introduction, a table of contents and its sections. */
export function LegalDocumentView({ document }: { readonly document: LegalDocument }) {
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {document.title}
        </h1>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      <nav aria-label="On this page" className={styles.toc}>
        <h2 className={styles.tocTitle}>On this page</h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a className={styles.tocLink} href={`#${slug(section.heading)}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.heading} id={slug(section.heading)} className={styles.section} aria-labelledby={`${slug(section.heading)}-title`}>
          <h2 id={`${slug(section.heading)}-title`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
