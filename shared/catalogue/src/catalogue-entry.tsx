import type { ReactNode } from 'react';
import styles from './catalogue-page.module.css';

/** One component of the catalogue, on a light or a dark stage. */
export function CatalogueEntry({ title, children, dark = false }: { readonly title: string; readonly children: ReactNode; readonly dark?: boolean }) {
  return (
    <section className={dark ? styles.entryDark : styles.entry} aria-label={title}>
      <h2 className={styles.entryTitle}>{title}</h2>
      <div className={styles.stage}>{children}</div>
    </section>
  );
}
