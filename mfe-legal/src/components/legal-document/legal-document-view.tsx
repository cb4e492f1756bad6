import { useEffect } from 'react';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';
import { LegalSection } from './legal-section';
import { LegalText } from './legal-text';
import { LegalToc } from './legal-toc';
import { useActiveSection } from './use-active-section';
import styles from './legal-document-view.module.css';

const TITLE_ID = 'legal-title';
const TOC_ID = 'legal-contents';

interface LegalDocumentViewProps {
  readonly document: LegalDocument;
  readonly labels: LegalLabels;
}

/** A legal text: title and introduction, a table of contents, and its sections. */
export function LegalDocumentView({ document: legal, labels }: LegalDocumentViewProps) {
  const ids = legal.sections.map((section) => section.id);
  const active = useActiveSection(ids);

  // The page arrives after the browser has looked for the URL's fragment, so a deep link is followed here.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (!target) return;
    const frame = requestAnimationFrame(() => target.scrollIntoView({ block: 'start', behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <article className={styles.document} aria-labelledby={TITLE_ID}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <h1 id={TITLE_ID} className={styles.title}>
            {legal.title}
          </h1>
          {legal.intro.map((paragraph, index) => (
            // Fixed copy that never reorders: its position is a stable key.
            <p key={index} className={styles.intro}>
              <LegalText text={paragraph} />
            </p>
          ))}
        </div>
      </header>
      <div className={styles.body}>
        <LegalToc id={TOC_ID} label={labels.toc} sections={legal.sections} activeId={active} />
        <div className={styles.prose}>
          {legal.sections.map((section) => (
            <LegalSection key={section.id} section={section} tocId={TOC_ID} backLabel={labels.backToContents} />
          ))}
        </div>
      </div>
    </article>
  );
}
